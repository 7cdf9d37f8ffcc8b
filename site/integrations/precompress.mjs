// Writes a gzip copy (`name.gz`) beside every hashed script, style and SVG in _astro/ at build time, so
// nginx sends the precompressed file (`gzip_static on`, deploy/nginx.conf) instead of compressing each
// request. Only gzip: the nginx builds the stack runs (Debian's nginx-light, the nginx:alpine image) have no
// brotli module, so `.br` copies would never be sent.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const compressible = /\.(js|mjs|css|svg|json)$/;
const gz = promisify(gzip);

export default function precompress() {
  return {
    name: 'crestline:precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const assets = join(fileURLToPath(dir), '_astro');
        const names = await readdir(assets).catch(() => []);
        let written = 0;
        await Promise.all(
          names
            .filter((name) => compressible.test(name))
            .map(async (name) => {
              const bytes = await readFile(join(assets, name));
              if (bytes.length < 1024) return; // not worth a second request-time decision
              const packed = await gz(bytes, { level: 9 });
              if (packed.length >= bytes.length) return;
              await writeFile(join(assets, `${name}.gz`), packed);
              written++;
            }),
        );
        logger.info(`${written} precompressed .gz files in _astro/`);
      },
    },
  };
}
