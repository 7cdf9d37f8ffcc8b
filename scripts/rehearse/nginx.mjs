// Debian's nginx running deploy/nginx.conf, the same template the nginx image renders in compose: the
// ${NGINX_…} placeholders get local addresses here, as the image's entrypoint fills them from compose's
// environment. The wrapper around it is the image's own main configuration (mime types, sendfile), with
// its state under the rehearsal's folder.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { run, step } from '../lib.mjs';

export const NGINX = '/usr/sbin/nginx';

/** nginx's path, installing Debian's nginx-light when it is missing and we may (root, apt-get). */
export async function ensureNginx() {
  if (existsSync(NGINX)) return NGINX;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return undefined;
  step('Installing Debian’s nginx-light for the rehearsal (once)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return undefined;
  if ((await run('apt-get', ['install', '-y', '-qq', 'nginx-light'], { env })) !== 0) return undefined;
  // The package starts a system nginx on port 80; the rehearsal runs its own.
  spawnSync('service', ['nginx', 'stop'], { stdio: 'ignore' });
  return existsSync(NGINX) ? NGINX : undefined;
}

/** The template with every ${NGINX_…} placeholder filled; fails on one without a value. */
export function render(template, values) {
  const text = template.replace(/\$\{(NGINX_[A-Z_]+)\}/g, (_, name) => {
    if (values[name] === undefined) throw new Error(`deploy/nginx.conf: no value for ${name}`);
    return values[name];
  });
  return text;
}

export async function startNginx({ root, dir, values }) {
  mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  const site = render(readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8'), values);
  writeFileSync(path.join(dir, 'default.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, 'tmp', kind)};`)
    .join('\n');
  const main = `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 2;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
daemon off;
events { worker_connections 2048; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  # Which replica answered each request: the rehearsal counts them (scaling through DNS).
  log_format replicas '$upstream_addr $status';
  access_log ${path.join(dir, 'access.log')} replicas;
  sendfile on;
  keepalive_timeout 65;
${temp}
  include ${path.join(dir, 'default.conf')};
}
`;
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, main);
  const test = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  const child = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] });
  const origin = `http://127.0.0.1:${values.NGINX_PORT}`;
  for (let i = 0; i < 50; i++) {
    const ok = await fetch(`${origin}/nginx-health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      const log = path.join(dir, 'access.log');
      /** Requests each replica address answered so far (from the access log). */
      const answeredBy = () => {
        const counts = {};
        for (const line of readFileSync(log, 'utf8').split('\n')) {
          // "$upstream_addr $status"; a retried request lists every replica it tried ("a, b").
          for (const addr of line.slice(0, line.lastIndexOf(' ')).split(', ')) {
            if (/^\d/.test(addr)) counts[addr] = (counts[addr] ?? 0) + 1;
          }
        }
        return counts;
      };
      return { child, origin, answeredBy, stop: () => child.kill('SIGQUIT') };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('nginx did not answer /nginx-health');
}
