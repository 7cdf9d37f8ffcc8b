// The API's module boundaries are lint rules (eslint.config.js, "API module boundaries"; docs/api.md):
// small sources placed at a module's or the kit's path are linted with the real configuration, so a
// rule that stopped firing, or began refusing the imports it should allow, fails here.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/** The boundary errors of `imports` in a file at `file` (relative to the repository): the paths refused. */
async function refused(file: string, imports: string[]): Promise<string[]> {
  const code = imports.map((from, i) => `import * as m${i} from '${from}';\nexport { m${i} };\n`).join('');
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => imports[Math.floor((m.line - 1) / 2)]!);
}

describe('API module boundaries', () => {
  it('refuses a module importing another module’s internals, by any path', async () => {
    const internals = [
      '../jobs/repository',
      '../jobs/service',
      '../payments/webhook',
      '../../modules/jobs/repository',
    ];
    expect(await refused('api/src/modules/applicants/sample.ts', internals)).toEqual(internals);
    const message = (
      await eslint.lintText(`import { x } from '../jobs/repository';\nexport { x };\n`, {
        filePath: path.join(root, 'api/src/modules/applicants/sample.ts'),
      })
    )[0]!.messages.find((m) => m.ruleId === 'no-restricted-imports')?.message;
    expect(message).toContain('modules/<module>/index.ts');
  });

  it('refuses it from a folder inside a module too', async () => {
    expect(await refused('api/src/modules/payments/providers/sample.ts', ['../../jobs/repository'])).toEqual([
      '../../jobs/repository',
    ]);
    expect(
      await refused('api/src/modules/payments/providers/sample.ts', ['../webhook', '../../jobs']),
    ).toEqual([]);
  });

  it('refuses it from a module’s .tsx files (the mail templates) too', async () => {
    expect(
      await refused('api/src/modules/mail/emails/sample.tsx', ['../../jobs/repository', '../layout']),
    ).toEqual(['../../jobs/repository']);
  });

  it('lets a module use another through its face, its own files and the kit', async () => {
    const allowed = [
      '../jobs',
      '../jobs/index',
      '../jobs/index.ts',
      './repository',
      '../../http/errors',
      '../../db/client',
    ];
    expect(await refused('api/src/modules/applicants/sample.ts', allowed)).toEqual([]);
  });

  it('refuses the kit importing any module, even its face', async () => {
    for (const [file, from] of [
      ['api/src/http/sample.ts', '../modules/users/repository'],
      ['api/src/files/sample.ts', '../modules/applicants'],
      ['api/src/lib/sample.ts', '../modules/payments/index'],
      ['api/src/inbox/sample.ts', '../modules/mail'],
      ['api/src/db/sample.ts', '../modules/jobs/seed'],
    ] as const) {
      expect(await refused(file, [from]), file).toEqual([from]);
    }
    expect(await refused('api/src/http/sample.ts', ['../lib/ids', '../db/client'])).toEqual([]);
  });

  it('leaves tests and the wiring free to reach any part', async () => {
    expect(await refused('api/src/modules/applicants/sample.test.ts', ['../jobs/repository'])).toEqual([]);
    expect(await refused('api/src/http/sample.test.ts', ['../modules/users/repository'])).toEqual([]);
    expect(await refused('api/src/app.ts', ['./modules/jobs/service'])).toEqual([]);
  });
});
