// Small helpers shared by the start and test scripts.
import { spawn } from 'node:child_process';

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 12)) {
    console.error(
      `Node ${process.versions.node} is running this script, but the project needs Node ≥ 22.12.\n` +
        'Run it through npm (npm start / npm test), which uses the Node 24 installed in node_modules/.bin;\n' +
        'if that is missing, run `npm install` again without --ignore-scripts.',
    );
    process.exit(1);
  }
}

/** Runs a command, streaming its output; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(err.message);
      resolve(1);
    });
  });
}

export const step = (msg) => console.log(`\n\x1b[1m▶ ${msg}\x1b[0m`);
