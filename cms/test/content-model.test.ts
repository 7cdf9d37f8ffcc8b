import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { cmsDir } from './cms';

const tsx = createRequire(import.meta.url).resolve('tsx/cli');

it('has content types and components matching the zod schemas in contracts/src/content.ts', async () => {
  const check = promisify(execFile)(process.execPath, [tsx, 'scripts/generate-content-types.ts', '--check'], {
    cwd: cmsDir,
  });
  await expect(check).resolves.toBeDefined();
});
