// Serves the prebuilt Astro site (site/dist) for every non-API path, with the site's 404 page for
// unknown paths. The Content-Security-Policy lists the SHA-256 of each inline script the build emitted
// (Astro's island bootstrap, the session/language script), so inline scripts run and nothing else does.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type RequestHandler, type Router } from 'express';

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
  /** Re-reads the build (after a rebuild swapped site/dist). */
  reload(): void;
}

export function staticSite(distDir: string): StaticSite {
  let csp = '';
  let notFoundPage: string | undefined;
  const reload = () => {
    const scripts = collectInlineScriptHashes(distDir);
    csp = [
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
    const nf = path.join(distDir, '404.html');
    notFoundPage = existsSync(nf) ? readFileSync(nf, 'utf8') : undefined;
  };
  reload();

  const setCsp: RequestHandler = (_req, res, next) => {
    res.setHeader('Content-Security-Policy', csp);
    next();
  };
  const router = express.Router();
  router.use(setCsp);
  // Pages, scripts, styles and SVGs go out gzip-compressed (in production a CDN would do this).
  router.use(compression());
  router.use(
    express.static(distDir, {
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
  );
  // Directory paths without a trailing slash (e.g. /about) serve their index.html.
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let rel: string;
    try {
      rel = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(distDir, path.normalize(rel), 'index.html');
    if (file.startsWith(distDir + path.sep) && existsSync(file) && statSync(file).isFile()) {
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
    const file = path.join(distDir, m[1] ?? '', m[2]!, 'index.html');
    if (!existsSync(file)) return next();
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    res.sendFile(file);
  });
  router.use((req, res) => {
    res.status(404);
    if (notFoundPage && req.accepts('html')) res.type('html').send(notFoundPage);
    else res.type('text').send('The requested page could not be found.');
  });
  return { router, reload };
}
