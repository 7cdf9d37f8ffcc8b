// The route kit: a module lists its routes as data (method, path, access level, rate limit, the
// contracts' schemas for params, query and body) with one handler each; mountRoutes turns the list into
// Express routes that admit the caller, parse the input and answer the handler's result as JSON.
// See docs/api.md.
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { z } from 'zod';
import { t, type Locale } from '@crestline/contracts';
import type { AdminRole } from '@crestline/contracts';
import { admittedRoles, type Access, type Admit } from './access';
import { actorOf, type SignedInActor } from './audit';
import type { CachedResponse, ResponseCache } from './admin-lists-cache';
import type { SignedInUser } from './auth';
import { refuseControlCharacters } from './control-characters';
import { ValidationError, conflict, unsupportedMediaType } from './errors';
import { requestLocale } from './locale';
import { replayKey } from './replays';
import type { RequestReplays } from './replays-repository';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The rate limits a route may name; app.ts builds them from the configuration. */
export type LimitName = 'publicPost' | 'auth';

/** A contracts schema: a zod schema, or a per-language factory of one (its messages in that language). */
export type InputSchema = z.ZodType | ((locale: Locale) => z.ZodType);
type Parsed<S> = S extends z.ZodType
  ? z.output<S>
  : S extends (locale: Locale) => infer Z
    ? Z extends z.ZodType
      ? z.output<Z>
      : undefined
    : undefined;

export interface Validate {
  params?: InputSchema;
  query?: InputSchema;
  body?: InputSchema;
}

export interface RouteInput<A extends Access, V extends Validate> {
  params: Parsed<V['params']>;
  query: Parsed<V['query']>;
  body: Parsed<V['body']>;
  /** The caller: always set on user and admin routes; on public ones when a valid token was sent. */
  user: A extends 'user' | 'admin' ? SignedInUser : SignedInUser | undefined;
  /** The caller and the request's address, as the audit trail records them (set when `user` is). */
  actor: A extends 'user' | 'admin' ? SignedInActor : SignedInActor | undefined;
  /** The request's language (?lang, then Accept-Language); mail and texts go out in it. */
  locale: Locale;
  /** The uploaded file on routes with `upload`, when one was sent. */
  file: Buffer | undefined;
  req: Request;
  res: Response;
}

export interface Route<A extends Access = Access, V extends Validate = Validate> {
  method: Method;
  /** Path below the router's prefix, with Express parameters (`/jobs/:id`). */
  path: string;
  access: A;
  /**
   * On an admin route, the admin roles it admits besides owner (docs/authorization.md). None given:
   * owner only — a new admin route is closed to every other role until someone decides otherwise.
   */
  roles?: A extends 'admin' ? readonly AdminRole[] : never;
  limit?: LimitName;
  /** Reads a non-JSON body first (e.g. files/upload.ts's pdfUpload); without it a body must be JSON. */
  upload?: RequestHandler;
  /**
   * The body arrives as its raw bytes (a Buffer in `req.body`), whatever its type, up to `limit`: for a
   * body whose signature covers its exact bytes (the payment provider's webhook). The JSON parser in
   * front of every other route leaves it alone.
   */
  rawBody?: { limit: string };
  validate?: V;
  /**
   * An admin GET whose answer may come from memory until the data behind it changes
   * (admin-lists-cache.ts), with the response headers the handler sets that belong to it.
   */
  cache?: { headers?: readonly string[] };
  /**
   * A public form POST the front door may send again with the same X-Request-Id (replays.ts): a retry of
   * a finished request is answered as the first attempt was, without running the handler twice.
   */
  retrySafe?: A extends 'public' ? boolean : never;
  /** Status of a success; default 200 (or what the handler set with res.status). */
  status?: number;
  /**
   * Answers what it returns as JSON. A handler that writes the response itself (a file, a CSV, a
   * redirect) returns undefined.
   */
  handle(input: RouteInput<A, V>): unknown;
}

/** Declares one route; the types of params, query, body and user follow from access and validate. */
export function route<A extends Access, V extends Validate = Record<never, never>>(r: Route<A, V>): Route {
  return r as unknown as Route;
}

/** A route as mounted, with its full path: what createApp(...).routes lists. */
export interface MountedRoute {
  method: Method;
  path: string;
  access: Access;
  /** On admin routes, the roles admitted (owner first, always). */
  roles?: AdminRole[];
  limit?: LimitName;
  /** A form POST the front door may send again (`retrySafe`). */
  retrySafe?: true;
}

export interface RouteContext {
  admit: Admit;
  limits: Record<LimitName, RequestHandler>;
  /** Where routes with `cache` keep their answers; every other write drops them. */
  cache: ResponseCache;
  /** The answers of `retrySafe` routes, kept for their retries. */
  replays: RequestReplays;
}

/** A body must be JSON on routes that parse one and read no upload (415 otherwise). */
const requireJson: RequestHandler = (req, _res, next) => {
  next(req.is('application/json') ? undefined : unsupportedMediaType('api.jsonRequired'));
};

function parse(schema: InputSchema | undefined, input: unknown, locale: Locale): unknown {
  if (!schema) return undefined;
  refuseControlCharacters(input, locale);
  const result = (typeof schema === 'function' ? schema(locale) : schema).safeParse(input, {
    // Only for checks the contracts gave no text of their own (e.g. a body that is not an object).
    error: (issue) =>
      issue.path?.length
        ? t(locale, 'api.invalidField', { field: issue.path.join('.') })
        : t(locale, 'api.validationFailed'),
  });
  if (!result.success) throw new ValidationError(result.error);
  return result.data;
}

/** The full pattern (`/api/v1/jobs/:id`) of the mounted route that took this request, if one did. */
export function routePattern(res: Response): string | undefined {
  const pattern: unknown = res.locals.routePattern;
  return typeof pattern === 'string' ? pattern : undefined;
}

/**
 * Mounts the routes on `router` (reached at `prefix`) and answers them as mounted. Bodies are read first:
 * routes with `rawBody` get theirs raw; with `jsonLimit`, every other request's JSON body is parsed (up
 * to that size) before its route is found, so a malformed one is refused at any path.
 */
export function mountRoutes(
  router: Router,
  prefix: string,
  routes: Route[],
  ctx: RouteContext,
  options: { jsonLimit?: string } = {},
): MountedRoute[] {
  for (const declared of routes) {
    if (declared.rawBody)
      router[declared.method](
        declared.path,
        express.raw({ type: () => true, limit: declared.rawBody.limit }),
      );
  }
  if (options.jsonLimit) router.use(express.json({ limit: options.jsonLimit }));
  return routes.map((declared) => {
    if (declared.cache && (declared.method !== 'get' || declared.access !== 'admin')) {
      throw new Error(`${declared.method} ${declared.path}: only admin GET routes may be cached`);
    }
    if (declared.retrySafe && (declared.method !== 'post' || declared.access !== 'public')) {
      throw new Error(`${declared.method} ${declared.path}: only public POST routes are retry-safe`);
    }
    const pattern = `${prefix}${declared.path}`;
    // The route's pattern, not its URL, names it in the request metrics (routePattern below).
    const steps: RequestHandler[] = [
      (_req, res, next) => {
        res.locals.routePattern = pattern;
        next();
      },
    ];
    if (declared.limit) steps.push(ctx.limits[declared.limit]);
    // The caller is admitted before any body is read or checked.
    steps.push(async (req, res, next) => {
      res.locals.user = await ctx.admit(declared.access, req, declared.roles);
      next();
    });
    if (declared.upload) steps.push(declared.upload);
    else if (declared.validate?.body) steps.push(requireJson);
    steps.push(async (req, res) => {
      // Parsed input lives in res.locals (Express 5's req.query cannot be replaced).
      const locale = (res.locals.locale = requestLocale(req));
      res.locals.params = parse(declared.validate?.params, req.params, locale);
      res.locals.query = parse(declared.validate?.query, req.query, locale);
      res.locals.body = parse(declared.validate?.body, req.body, locale);
      const { params, query, body, user } = res.locals;
      const actor = user ? actorOf(user, req) : undefined;
      const input = { params, query, body, user, actor, locale, file: req.file?.buffer, req, res };
      if (declared.cache) {
        const key = [
          declared.path,
          locale,
          JSON.stringify(params ?? null),
          JSON.stringify(query ?? null),
        ].join('\n');
        const cached = await ctx.cache.get(key, async (): Promise<CachedResponse> => {
          const result = await declared.handle(input);
          const headers: Record<string, string> = {};
          for (const name of declared.cache?.headers ?? []) {
            const value = res.getHeader(name);
            if (value !== undefined) headers[name] = String(value);
          }
          return { bytes: Buffer.from(JSON.stringify(result)), headers };
        });
        res.set({ ...cached.headers, 'Content-Type': 'application/json; charset=utf-8' }).send(cached.bytes);
        return;
      }
      // A retry of a request already answered gets that answer (checked once its input is known valid).
      const replay = declared.retrySafe ? replayKey(req, pattern) : undefined;
      if (replay) {
        const claim = await ctx.replays.claim(replay);
        if (!claim.first && 'busy' in claim) throw conflict('api.requestInProgress');
        if (!claim.first) {
          res
            .status(claim.status)
            .set({ 'Content-Type': 'application/json; charset=utf-8', 'Idempotent-Replayed': 'true' })
            .send(claim.body);
          return;
        }
      }
      let result: unknown;
      try {
        result = await declared.handle(input);
      } catch (err) {
        // Nothing lasting was done: a retry of this request may run.
        if (replay) await ctx.replays.release(replay).catch(() => undefined);
        throw err;
      } finally {
        // A write may have changed what an admin list shows: drop them before the answer leaves.
        if (declared.method !== 'get') ctx.cache.invalidate();
      }
      if (result === undefined || res.headersSent) return;
      if (declared.status) res.status(declared.status);
      if (replay) {
        const body = JSON.stringify(result);
        // Done whatever happens to the copy: a stored application is answered as stored (a retry of
        // it, unlikely once this answer leaves, would be refused as still running).
        await ctx.replays
          .complete(replay, res.statusCode, body)
          .catch((err: unknown) =>
            req.log?.warn({ err: (err as Error).message }, 'answer of a retry-safe request not kept'),
          );
        res.set('Content-Type', 'application/json; charset=utf-8').send(body);
        return;
      }
      res.json(result);
    });
    router[declared.method](declared.path, ...steps);
    return {
      method: declared.method,
      path: pattern,
      access: declared.access,
      ...(declared.access === 'admin' && { roles: admittedRoles(declared.roles) }),
      ...(declared.limit && { limit: declared.limit }),
      ...(declared.retrySafe && { retrySafe: true as const }),
    };
  });
}
