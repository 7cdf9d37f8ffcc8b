// Serves the prebuilt Astro site (site/dist) for every non-API path, with the site's 404 page for
// unknown paths. Each HTML page is sent with its own Content-Security-Policy listing the SHA-256 of its own
// inline scripts (Astro's island bootstrap, the boot script), so those run and nothing else inline does;
// other files (scripts, styles, images) carry no policy.
// A rebuild switches to another folder without any request failing: each request is served wholly from
// the build that was live when it arrived (files, CSP, 404 page), and switching reports when the previous
// folder has no reader left.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { t } from '@crestline/contracts';
import { SITE_OUTPUT } from '@crestline/contracts/site-build';
import { roleRedirects } from './role-redirects';

/** The SHA-256 source of each inline script of one page (not JSON data blocks, not external scripts). */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? '';
    if (/\ssrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs) || !m[2]) continue;
    hashes.add(`'sha256-${createHash('sha256').update(m[2]).digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy of one page: its own inline scripts' hashes, nothing else inline. */
function policyFor(html: string): string {
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': the site search (Pagefind) compiles its WebAssembly; no JavaScript eval.
    `script-src 'self' 'wasm-unsafe-eval' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export interface StaticSite {
  router: Router;
  /** Re-reads the build in the configured folder (after a rebuild swapped site/dist). */
  reload(): Promise<void>;
  /**
   * Serves the build in `dir` from now on. Each request is served wholly from the folder that was live
   * when it arrived; the promise resolves once no request is still reading the previous folder (or after
   * `drainMs`), so that folder can then be moved or deleted without any request failing.
   */
  serveFrom(dir: string, drainMs?: number): Promise<void>;
  /** The folder of the build served now (the checkout's plan catalogue is read from it). */
  liveDir(): string;
}

/** One build being served: its folder, the headers derived from it, and the requests reading it. */
interface Build {
  dir: string;
  /** The Content-Security-Policy of an HTML file of this build (computed once per file). */
  policyOf(file: string): string;
  notFoundPage: string | undefined;
  /** The Turkish not-found page (tr/404/index.html), for /tr/ addresses. */
  notFoundPageTr: string | undefined;
  notFoundFileTr: string | undefined;
  serve: RequestHandler;
  active: number;
  idle: (() => void)[];
}

/** Where a build keeps its Turkish not-found page. */
const TR_NOT_FOUND = ['tr/404/index.html', 'tr/404.html'];

/** Whether a job's address names an open job, one that closed, or none (never existed). */
export type JobState = 'open' | 'closed' | 'missing';

export interface StaticSiteOptions {
  /**
   * The state of the job a /job/{id} address names. A closed job answers 410 and an unknown one 404,
   * with the not-found page, also where a prebuilt page of it is still on disk.
   */
  jobState?: (id: string) => Promise<JobState>;
}

function openBuild(dir: string): Build {
  const nf = path.join(dir, '404.html');
  const nfTr = TR_NOT_FOUND.map((rel) => path.join(dir, rel)).find((file) => existsSync(file));
  // Each page gets its own policy (only its own inline scripts), sent with HTML only.
  const policies = new Map<string, string>();
  const policyOf = (file: string) => {
    let policy = policies.get(file);
    if (policy === undefined) {
      policy = policyFor(existsSync(file) ? readFileSync(file, 'utf8') : '');
      policies.set(file, policy);
    }
    return policy;
  };
  return {
    dir,
    policyOf,
    notFoundPage: existsSync(nf) ? readFileSync(nf, 'utf8') : undefined,
    notFoundPageTr: nfTr ? readFileSync(nfTr, 'utf8') : undefined,
    notFoundFileTr: nfTr,
    serve: express.static(dir, {
      extensions: ['html'],
      redirect: false,
      setHeaders(res, file) {
        if (file.endsWith('.html')) res.setHeader('Content-Security-Policy', policyOf(file));
        // Hashed bundles never change; HTML must be revalidated so a rebuild shows at once.
        if (file.includes(`${path.sep}${SITE_OUTPUT.assetsDir}${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
        }
      },
    }),
    active: 0,
    idle: [],
  };
}

export function staticSite(distDir: string, options: StaticSiteOptions = {}): StaticSite {
  let live = openBuild(distDir);

  const serveFrom = (dir: string, drainMs = 10_000): Promise<void> => {
    const previous = live;
    live = openBuild(dir);
    if (previous.active === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, drainMs);
      previous.idle.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  };

  const buildOf = (res: Response) => res.locals.siteBuild as Build;
  /** The not-found page in the address's language, never indexed: 404 (no such page) or 410 (gone). */
  const sendNotFound = (req: Request, res: Response, status: 404 | 410) => {
    const build = buildOf(res);
    const tr = /^\/tr(\/|$)/.test(req.path);
    const page = (tr && build.notFoundPageTr) || build.notFoundPage;
    res.status(status);
    res.setHeader('X-Robots-Tag', 'noindex');
    res.setHeader('Cache-Control', 'no-cache');
    if (page && req.accepts('html')) {
      const file = page === build.notFoundPageTr ? build.notFoundFileTr! : path.join(build.dir, '404.html');
      res.setHeader('Content-Security-Policy', build.policyOf(file));
      res.type('html').send(page);
    } else res.type('text').send(t(tr ? 'tr' : 'en', 'common.notFoundText'));
  };
  const router = express.Router();
  // Pin the request to the live build until its response is done.
  router.use((_req, res, next) => {
    const build = live;
    build.active++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      if (--build.active === 0) for (const done of build.idle.splice(0)) done();
    };
    res.on('finish', release);
    res.on('close', release);
    res.locals.siteBuild = build;
    next();
  });
  // A role's page in any other spelling of its name: a permanent redirect to its canonical address.
  router.use(roleRedirects());
  // Pages, scripts, styles and SVGs go out gzip-compressed (in production a CDN would do this).
  router.use(compression());
  // A job's address: a closed job is gone (410), an unknown one never was (404), whether or not a page of
  // it was prebuilt, so search engines drop it rather than index a "Job not found." page (a soft 404).
  const { jobState } = options;
  if (jobState) {
    router.use((req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const m = /^\/(?:tr\/)?job\/([^/]+)(?:\/(?:index\.html)?)?$/.exec(req.path);
      if (!m || m[1] === 'applicants' || m[1] === 'index.html') return next();
      let id: string;
      try {
        id = decodeURIComponent(m[1]!);
      } catch {
        return sendNotFound(req, res, 404);
      }
      // When the database cannot say (an outage, a restart), the page is served as built: a reader still
      // gets it, and its island shows the job's state once the API answers again.
      jobState(id).then(
        (state) => (state === 'open' ? next() : sendNotFound(req, res, state === 'closed' ? 410 : 404)),
        () => next(),
      );
    });
  }
  router.use((req, res, next) => buildOf(res).serve(req, res, next));
  // Directory paths without a trailing slash (e.g. /about) serve their index.html.
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let rel: string;
    try {
      rel = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const { dir } = buildOf(res);
    const file = path.join(dir, path.normalize(rel), 'index.html');
    if (file.startsWith(dir + path.sep) && existsSync(file) && statSync(file).isFile()) {
      res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      res.setHeader('Content-Security-Policy', buildOf(res).policyOf(file));
      return res.sendFile(file);
    }
    next();
  });
  // Pages whose id is only known in the browser (a job, an application form, a reset token): one
  // static page each, which reads the id from the address.
  // A job prebuilt for search engines has its own page (served above); the admin's list of a job's
  // applicants is one shell for every job.
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const m =
      /^\/(tr\/)?(job)\/[^/]+\/(applicants)\/?$/.exec(req.path) ??
      /^\/(tr\/)?(job|application|resetpassword|applicantDetails)\/[^/]+\/?$/.exec(req.path);
    if (!m) return next();
    const file = path.join(buildOf(res).dir, m[1] ?? '', m[2]!, m[3] ?? '', 'index.html');
    if (!existsSync(file)) return next();
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    res.setHeader('Content-Security-Policy', buildOf(res).policyOf(file));
    res.sendFile(file);
  });
  router.use((req, res) => sendNotFound(req, res, 404));
  return { router, reload: () => serveFrom(distDir), serveFrom, liveDir: () => live.dir };
}
