// `npm run backup [-- file]`: one archive of everything the running stack keeps — the API's database and
// the CMS's (pg_dump, custom format), the CMS's uploads and the object store's files (tar) — with a
// manifest (what, when, sizes, SHA-256 of every part). Default file: var/backups/crestline-<time>.tar.
// Taken while the stack runs; what is written after the dumps start is not in it.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createReadStream,
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { log, projectContainers, readEnvFile, root, run, stack as stackOf } from './lib.mjs';

/** Runs `podman exec` in a service's container with its standard output into `file`. */
export function execToFile(container, command, file) {
  return new Promise((resolve, reject) => {
    const fd = openSync(file, 'w');
    const child = spawn('podman', ['exec', container, ...command], { stdio: ['ignore', fd, 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => {
      closeSync(fd);
      if (code === 0) resolve();
      else reject(new Error(`${command.join(' ')} in ${container} exited with ${code}`));
    });
  });
}

export function sha256(file) {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (d) => hash.update(d))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

/** The running container of each service (the first, for scaled ones). */
export function serviceContainers(project) {
  const byService = {};
  for (const c of projectContainers(project)) byService[c.service] ??= c.id;
  for (const s of ['postgres', 'cms', 'minio'])
    if (!byService[s]) throw new Error(`The stack's ${s} container is not running (npm run compose:up).`);
  return byService;
}

export const PARTS = {
  'api.pgdump': 'the API database (pg_dump -Fc of crestline)',
  'cms.pgdump': 'the CMS database (pg_dump -Fc of strapi)',
  'cms-uploads.tar': 'the CMS uploads (/data/cms/public/uploads)',
  'objects.tar': 'the object store files (the bucket, /data)',
};

export async function backup(file, s = stackOf()) {
  const env = readEnvFile(s.envFile);
  const user = process.env.POSTGRES_USER || env.POSTGRES_USER || 'crestline';
  const c = serviceContainers(s.project);
  const dir = mkdtempSync(path.join(tmpdir(), 'crestline-backup-'));
  const started = Date.now();
  try {
    await execToFile(c.postgres, ['pg_dump', '-Fc', '-U', user, 'crestline'], path.join(dir, 'api.pgdump'));
    await execToFile(c.postgres, ['pg_dump', '-Fc', '-U', user, 'strapi'], path.join(dir, 'cms.pgdump'));
    await execToFile(
      c.cms,
      ['tar', '-C', '/data/cms/public/uploads', '-cf', '-', '.'],
      path.join(dir, 'cms-uploads.tar'),
    );
    await execToFile(c.minio, ['tar', '-C', '/data', '-cf', '-', '.'], path.join(dir, 'objects.tar'));
    const files = {};
    for (const name of Object.keys(PARTS)) {
      const p = path.join(dir, name);
      files[name] = { what: PARTS[name], bytes: statSync(p).size, sha256: await sha256(p) };
    }
    const manifest = {
      kind: 'crestline-stack-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      files,
    };
    writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    mkdirSync(path.dirname(file), { recursive: true });
    await run('tar', ['-C', dir, '-cf', file, 'manifest.json', ...Object.keys(PARTS)]);
    const seconds = (Date.now() - started) / 1000;
    log(
      `Backup written: ${path.relative(process.cwd(), file)} (${(statSync(file).size / 1e6).toFixed(1)} MB, ${seconds.toFixed(1)} s)`,
    );
    return { file, manifest, seconds };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(process.argv[2] || path.join(root, `var/backups/crestline-${stamp}.tar`));
  try {
    await backup(file);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
