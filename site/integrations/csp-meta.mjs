// Gives every built page its own Content-Security-Policy <meta>: scripts and styles only from this
// origin plus the SHA-256 hashes of the page's own inline <script> and <style> elements (the boot script,
// island bootstraps, JSON-LD is not executed and needs none). The API can then serve the pages under a
// strict policy without 'unsafe-inline' for scripts.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const executable = (attrs) => {
  const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
  return !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript';
};

const hash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export function policyFor(html) {
  const scripts = new Set();
  const styles = new Set();
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attrs) || !executable(attrs) || body === '') continue;
    scripts.add(hash(body));
  }
  for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.add(hash(body));
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': the site search (Pagefind) compiles its WebAssembly; no JavaScript eval.
    `script-src 'self' 'wasm-unsafe-eval' ${[...scripts].join(' ')}`.trim(),
    `style-src 'self' ${[...styles].join(' ')}`.trim(),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function withPolicy(html) {
  const meta = `<meta http-equiv="content-security-policy" content="${policyFor(html)}">`;
  // After <meta charset>, which must come first.
  if (/<meta charset="[^"]*">/i.test(html)) return html.replace(/(<meta charset="[^"]*">)/i, `$1${meta}`);
  return html.replace(/<head>/i, `<head>${meta}`);
}

export default function cspMeta() {
  return {
    name: 'crestline:csp-meta',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const entries = await readdir(root, { recursive: true, withFileTypes: true });
        for (const entry of entries) {
          if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
          const file = join(entry.parentPath, entry.name);
          const html = await readFile(file, 'utf8');
          if (!/<meta http-equiv="content-security-policy"/i.test(html))
            await writeFile(file, withPolicy(html));
        }
      },
    },
  };
}
