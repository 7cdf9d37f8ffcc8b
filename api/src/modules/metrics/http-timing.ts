// Times every request the app answers, labelled by the route's pattern (`/api/v1/jobs/:id`, set by the
// route kit), never its URL, so the number of series stays bounded whatever paths are requested.
import type { Request, RequestHandler, Response } from 'express';
import { routePattern } from '../../http/routes';
import type { Instruments } from './instruments';

/** An /api path no route answers (a 404), whatever it was. */
export const UNMATCHED_API = '(unmatched)';
/** Everything outside /api that no route of the kit answers: pages, assets, previews. */
export const SITE = '(site)';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface KnownRoute {
  method: string;
  /** Express path with `:name` parameters, e.g. `/api/v1/jobs/:id`. */
  path: string;
}

/**
 * Finds the pattern of a request that failed before its route ran (a body that is not JSON or too large is
 * refused by the parser in front of the routes): Express's matching for the kit's paths, whose only
 * parameters are whole `:name` segments — case-insensitive, a trailing slash allowed, HEAD served by GET.
 */
export function routeMatcher(routes: readonly KnownRoute[]) {
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const compiled = routes.map((r) => ({
    method: r.method.toUpperCase(),
    path: r.path,
    regex: new RegExp(
      `^${r.path
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : escape(part)))
        .join('/')}/?$`,
      'i',
    ),
  }));
  return (method: string, path: string): string | undefined => {
    const m = method === 'HEAD' ? 'GET' : method;
    return compiled.find((r) => r.method === m && r.regex.test(path))?.path;
  };
}

export function httpTiming(
  instruments: Instruments,
  match: (method: string, path: string) => string | undefined,
): RequestHandler {
  const routeLabel = (req: Request, res: Response): string => {
    const path = req.originalUrl.split('?')[0] ?? '';
    return routePattern(res) ?? match(req.method, path) ?? (/^\/api(\/|$)/.test(path) ? UNMATCHED_API : SITE);
  };
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      instruments.http.observe(
        {
          method: METHODS.has(req.method) ? req.method : 'OTHER',
          route: routeLabel(req, res),
          status: String(res.statusCode),
        },
        seconds,
      );
    });
    next();
  };
}
