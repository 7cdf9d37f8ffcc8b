// `npm run build -w api`: the API compiled to plain JavaScript for the production image (no tsx or
// TypeScript at run time): esbuild bundles the server and the command-line tools into dist/ (one folder,
// so `import.meta.url` keeps meaning "next to the code": migrations and the PDF workers are copied beside
// them). npm packages stay external (installed with `npm install --omit=dev`); the contracts workspace is
// TypeScript source and is bundled in.
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
rmSync(dist, { recursive: true, force: true });

await build({
  absWorkingDir: here,
  entryPoints: {
    server: 'src/server.ts',
    'create-admin': 'src/cli/create-admin.ts',
  },
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  jsx: 'automatic',
  sourcemap: 'linked',
  chunkNames: 'chunk-[hash]',
  // Every npm package stays an import; only the workspace's own TypeScript (and contracts) is compiled in.
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@crestline/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  banner: {
    // Packages written for CommonJS that the bundle may call `require` on.
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
for (const file of readdirSync(path.join(here, 'src/files')).filter((f) => f.endsWith('.worker.mjs')))
  cpSync(path.join(here, 'src/files', file), path.join(dist, file));
console.log(`API compiled into ${path.relative(process.cwd(), dist) || 'dist'}/`);
