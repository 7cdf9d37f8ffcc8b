// `npm run restore -- file`: puts a backup (npm run backup) into the running stack, replacing what it
// holds: checks every part against the manifest's SHA-256 first, then stops the API replicas and the CMS,
// recreates both databases from the dumps (pg_restore), replaces the CMS uploads and the bucket's files,
// and starts the CMS and the API again. Prints how long it took.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PARTS, serviceContainers, sha256 } from './backup.mjs';
import { log, podman, projectContainers, readEnvFile, run, stack as stackOf } from './lib.mjs';

/** Runs `podman exec -i` in a container with `file` as its standard input. */
function execFromFile(container, command, file) {
  return new Promise((resolve, reject) => {
    const fd = openSync(file, 'r');
    const child = spawn('podman', ['exec', '-i', container, ...command], {
      stdio: [fd, 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      closeSync(fd);
      if (code === 0) resolve();
      else reject(new Error(`${command.join(' ')} in ${container} exited with ${code}`));
    });
  });
}

async function waitHealthy(ids, timeoutMs = 180_000) {
  const started = Date.now();
  for (const id of ids) {
    for (;;) {
      const health = podman(['inspect', id, '--format', '{{.State.Health.Status}}']);
      if (health === 'healthy') break;
      if (Date.now() - started > timeoutMs) throw new Error(`${id} not healthy after restore (${health})`);
      // The health ticker (daemons.mjs) runs the checks; run one now too.
      try {
        podman(['healthcheck', 'run', id]);
      } catch {
        // not yet
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

export async function restore(file, s = stackOf()) {
  const started = Date.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'crestline-restore-'));
  try {
    await run('tar', ['-C', dir, '-xf', file]);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
    if (manifest.kind !== 'crestline-stack-backup') throw new Error(`${file} is not a stack backup`);
    for (const name of Object.keys(PARTS)) {
      const sum = await sha256(path.join(dir, name));
      if (sum !== manifest.files[name]?.sha256)
        throw new Error(`${name}: checksum does not match the manifest`);
    }
    log(`Backup of ${manifest.createdAt}: checksums match`);

    const env = readEnvFile(s.envFile);
    const user = process.env.POSTGRES_USER || env.POSTGRES_USER || 'crestline';
    const c = serviceContainers(s.project);
    const apis = projectContainers(s.project)
      .filter((x) => x.service === 'api')
      .map((x) => x.id);
    // Files first (their services keep running), then the databases with nothing connected.
    await execFromFile(
      c.cms,
      [
        'sh',
        '-c',
        'find /data/cms/public/uploads -mindepth 1 -delete && tar -C /data/cms/public/uploads -xf -',
      ],
      path.join(dir, 'cms-uploads.tar'),
    );
    await execFromFile(
      c.minio,
      ['sh', '-c', 'find /data -mindepth 1 -delete && tar -C /data -xf -'],
      path.join(dir, 'objects.tar'),
    );
    await run('podman', ['stop', '--time', '20', ...apis, c.cms], { stdio: 'ignore' });
    for (const [db, dump] of [
      ['crestline', 'api.pgdump'],
      ['strapi', 'cms.pgdump'],
    ]) {
      const psql = ['psql', '-v', 'ON_ERROR_STOP=1', '-q', '-U', user, '-d', 'postgres', '-c'];
      podman(['exec', c.postgres, ...psql, `DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`]);
      podman(['exec', c.postgres, ...psql, `CREATE DATABASE "${db}"`]);
      await execFromFile(
        c.postgres,
        ['pg_restore', '--no-owner', '--exit-on-error', '-U', user, '-d', db],
        path.join(dir, dump),
      );
    }
    await run('podman', ['start', c.cms, ...apis], { stdio: 'ignore' });
    await waitHealthy([...apis, c.cms]);
    const seconds = (Date.now() - started) / 1000;
    log(`Restored in ${seconds.toFixed(1)} s`);
    return { seconds, manifest };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: npm run restore -- <backup file>');
    process.exit(2);
  }
  try {
    await restore(path.resolve(file));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
