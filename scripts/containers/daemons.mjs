// The two background helpers the stack needs from Podman on a machine without systemd: its
// Docker-compatible API (`podman system service`, which docker-compose talks to) and a health-check ticker
// (Podman schedules health checks through systemd timers; without systemd nothing runs them, and
// `depends_on: condition: service_healthy` would wait for ever). Both are detached processes whose ids are
// kept in var/containers/*.pid; `stopDaemons` ends exactly those.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SOCKET, log, stateDir } from './lib.mjs';

const pidFile = (name) => path.join(stateDir, `${name}.pid`);

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function runningPid(name) {
  if (!existsSync(pidFile(name))) return undefined;
  const pid = Number(readFileSync(pidFile(name), 'utf8'));
  return pid && alive(pid) ? pid : undefined;
}

function startDetached(name, cmd, args) {
  mkdirSync(stateDir, { recursive: true });
  const out = openSync(path.join(stateDir, `${name}.log`), 'a');
  const child = spawn(cmd, args, { detached: true, stdio: ['ignore', out, out] });
  child.unref();
  writeFileSync(pidFile(name), String(child.pid));
  return child.pid;
}

function socketAnswers() {
  const r = spawnSync('curl', ['-sf', '--max-time', '3', '--unix-socket', SOCKET, 'http://d/_ping'], {
    encoding: 'utf8',
  });
  return r.status === 0;
}

export async function startDaemons() {
  if (!socketAnswers()) {
    if (!runningPid('podman-service')) {
      mkdirSync(path.dirname(SOCKET), { recursive: true });
      startDetached('podman-service', 'podman', ['system', 'service', '--time=0', `unix://${SOCKET}`]);
      log(`Podman's Docker-compatible API on ${SOCKET}`);
    }
    for (let i = 0; i < 60 && !socketAnswers(); i++) await new Promise((r) => setTimeout(r, 500));
    if (!socketAnswers()) throw new Error(`podman system service did not answer on ${SOCKET}`);
  }
  if (!runningPid('health-ticker')) {
    startDetached('health-ticker', process.execPath, [path.join(import.meta.dirname, 'health-ticker.mjs')]);
  }
}

export function stopDaemons() {
  for (const name of ['health-ticker', 'podman-service']) {
    const pid = runningPid(name);
    if (pid) process.kill(pid, 'SIGTERM');
    rmSync(pidFile(name), { force: true });
  }
}
