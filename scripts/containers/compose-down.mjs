// `npm run compose:down [-- --volumes]`: stops and removes the stack's containers and network
// (`--volumes`: its data volumes too), then the Podman API service and health ticker compose:up started.
import { startDaemons, stopDaemons } from './daemons.mjs';
import { compose, log, podman, stack as stackOf } from './lib.mjs';

export async function composeDown({ volumes = false, stack: s = stackOf(), keepDaemons = false } = {}) {
  await startDaemons();
  await compose(['down', '--remove-orphans', '--timeout', '20', ...(volumes ? ['--volumes'] : [])], s);
  if (!keepDaemons) stopDaemons();
  const label = `label=com.docker.compose.project=${s.project}`;
  const left = {
    containers: podman(['ps', '-a', '--filter', label, '--format', '{{.Names}}']),
    networks: podman(['network', 'ls', '--filter', label, '--format', '{{.Name}}']),
    volumes: volumes ? podman(['volume', 'ls', '--filter', label, '--format', '{{.Name}}']) : '',
  };
  for (const [kind, names] of Object.entries(left))
    if (names) console.error(`Left behind (${kind}): ${names.split('\n').join(', ')}`);
  log(volumes ? 'Stack and its data removed.' : 'Stack stopped (data volumes kept; --volumes removes them).');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await composeDown({ volumes: process.argv.includes('--volumes') });
}
