// Serves the prebuilt Astro site (site/dist) for every non-API path, with the site's 404 page for
// unknown paths. The Content-Security-Policy lists the SHA-256 of each inline script the build emitted
// (Astro's island bootstrap, the session/language script), so inline scripts run and nothing else does.
// A rebuild switches to another folder without any request failing: each request is served wholly from
// the build that was live when it arrived (files, CSP, 404 page), and switching reports when the previous
// folder has no reader left.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type RequestHandler, type Response, type Router } from 'express';

function collectInlineScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const html = readFileSync(full, 'utf8');
        for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
          const attrs = m[1] ?? '';
          if (/\ssrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs) || !m[2]) continue;
          hashes.add(`'sha256-${createHash('sha256').update(m[2]).digest('base64')}'`);
        }
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return [...hashes];
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
}

/** One build being served: its folder, the headers derived from it, and the requests reading it. */
interface Build {
  dir: string;
  csp: string;
  notFoundPage: string | undefined;
  serve: RequestHandler;
  active: number;
  idle: (() => void)[];
}

function cspFor(dir: string): string {
  const scripts = collectInlineScriptHashes(dir);
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(' ')}`.trim(),
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

function openBuild(dir: string): Build {
  const nf = path.join(dir, '404.html');
  return {
    dir,
    csp: cspFor(dir),
    notFoundPage: existsSync(nf) ? readFileSync(nf, 'utf8') : undefined,
    serve: express.static(dir, {
      extensions: ['html'],
      redirect: false,
      setHeaders(res, file) {
        // Hashed bundles never change; HTML must be revalidated so a rebuild shows at once.
        if (file.includes(`${path.sep}_astro${path.sep}`)) {
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

export function staticSite(distDir: string): StaticSite {
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
    res.setHeader('Content-Security-Policy', build.csp);
    next();
  });
  // Pages, scripts, styles and SVGs go out gzip-compressed (in production a CDN would do this).
  router.use(compression());
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
      return res.sendFile(file);
    }
    next();
  });
  // Pages whose id is only known in the browser (a job, an application form, a reset token): one
  // static page each, which reads the id from the address.
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const m = /^\/(tr\/)?(job|application|resetpassword)\/[^/]+\/?$/.exec(req.path);
    if (!m) return next();
    const file = path.join(buildOf(res).dir, m[1] ?? '', m[2]!, 'index.html');
    if (!existsSync(file)) return next();
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    res.sendFile(file);
  });
  router.use((req, res) => {
    const { notFoundPage } = buildOf(res);
    res.status(404);
    if (notFoundPage && req.accepts('html')) res.type('html').send(notFoundPage);
    else res.type('text').send('The requested page could not be found.');
  });
  return { router, reload: () => serveFrom(distDir), serveFrom };
}
