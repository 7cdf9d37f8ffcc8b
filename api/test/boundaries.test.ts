// The API's module boundaries are lint rules (eslint.config.js, "API module boundaries"; docs/api.md):
// small sources placed at a module's or the kit's path are linted with the real configuration, so a
// rule that stopped firing, or began refusing the imports it should allow, fails here. Besides the walls
// between modules: only repositories and db/ import drizzle-orm.
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

/** The lines of `code` (in a file at `file`) that the "SQL stays in repositories" rule refuses. */
async function sqlRefused(file: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId === 'no-restricted-syntax' && m.message.includes('SQL stays in repositories'))
    .map((m) => m.line);
}

const drizzleImports = [
  "import { sql } from 'drizzle-orm';",
  "import type { SQL } from 'drizzle-orm';",
  "import { pgTable } from 'drizzle-orm/pg-core';",
  "export { eq } from 'drizzle-orm';",
  "export * from 'drizzle-orm/pg-core';",
  "export const load = () => import('drizzle-orm');",
].join('\n');

describe('SQL stays in repositories', () => {
  it('refuses drizzle-orm in any other file of a module, the kit or the wiring, in every form', async () => {
    for (const file of [
      'api/src/modules/jobs/service.ts',
      'api/src/modules/privacy/retention.ts',
      'api/src/modules/payments/providers/sample.ts',
      'api/src/http/sample.ts',
      'api/src/background/sample.ts',
      'api/src/files/sample.ts',
      'api/src/app.ts',
    ]) {
      expect(await sqlRefused(file, drizzleImports), file).toEqual([1, 2, 3, 4, 5, 6]);
    }
    const [result] = await eslint.lintText("import { sql } from 'drizzle-orm';\nexport { sql };\n", {
      filePath: path.join(root, 'api/src/modules/jobs/service.ts'),
    });
    expect(result!.messages[0]?.message).toContain('through its face');
  });

  it('lets repositories, db/ and tests import it, and other files import what is not drizzle-orm', async () => {
    for (const file of [
      'api/src/modules/jobs/repository.ts',
      'api/src/modules/payments/demo-sessions-repository.ts',
      'api/src/inbox/repository.ts',
      'api/src/http/rate-limit-repository.ts',
      'api/src/db/client.ts',
      'api/src/db/tables/sample.ts',
      'api/src/modules/jobs/jobs.test.ts',
    ]) {
      expect(await sqlRefused(file, drizzleImports), file).toEqual([]);
    }
    expect(
      await sqlRefused(
        'api/src/modules/jobs/service.ts',
        "import { z } from 'zod';\nimport x from 'drizzle-kit';",
      ),
    ).toEqual([]);
  });
});
