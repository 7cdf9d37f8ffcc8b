// Runs the health checks of every compose project's containers every few seconds (`podman healthcheck
// run`), which systemd's timers would do on a machine with systemd: the operator's stack and the
// rehearsal's share one ticker. Started and stopped by daemons.mjs.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const INTERVAL_MS = Number(process.env.HEALTH_TICK_MS || 5000);
let stopping = false;
process.on('SIGTERM', () => (stopping = true));

while (!stopping) {
  try {
    const { stdout } = await exec('podman', [
      'ps',
      '--filter',
      'label=com.docker.compose.project',
      '--format',
      '{{.ID}}',
    ]);
    await Promise.all(
      stdout
        .split('\n')
        .filter(Boolean)
        .map((id) => exec('podman', ['healthcheck', 'run', id]).catch(() => undefined)),
    );
  } catch {
    // Podman busy or the stack going down: try again at the next tick.
  }
  await new Promise((r) => setTimeout(r, INTERVAL_MS));
}
