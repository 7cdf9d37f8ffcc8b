// The site island boundaries of the root eslint.config.js fire: small sources linted with the real
// config at the paths they would have (nothing is written to disk), an error for each wall and none for
// what is allowed (docs/site.md, "Walls").
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: repoRoot });
const WALL_RULES = ['no-restricted-imports', 'no-restricted-syntax'];

/** The boundary errors of `code` linted as the file at `filePath` (relative to the repository). */
async function wallErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.severity === 2 && WALL_RULES.includes(m.ruleId ?? ''))
    .map((m) => m.message);
}

/** Every error of `code` (an allowed sample must lint clean, not only pass the walls). */
async function allErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, filePath) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('site island boundaries', () => {
  it('stops a feature importing another feature', async () => {
    const errors = await wallErrors(
      'site/src/islands/forms/BoundarySample.ts',
      "import { jobPath } from '../careers/paths';\nexport const address = jobPath('en', '1');\n",
    );
    expect(errors).toEqual([expect.stringContaining('never another feature')]);
    // The same wall holds for admin screens, for types, and for paths spelled through islands/.
    expect(
      await wallErrors(
        'site/src/islands/admin/jobs/BoundarySample.ts',
        "import { loadPage } from '../applicants/api';\nexport const load = loadPage;\n",
      ),
    ).toHaveLength(1);
    expect(
      await wallErrors(
        'site/src/islands/admin/jobs/BoundarySample.ts',
        "import type { Filters } from '../../admin/applicants/api';\nexport type F = Filters;\n",
      ),
    ).toHaveLength(1);
    expect(
      await wallErrors(
        'site/src/islands/account/BoundarySample.ts',
        "import { nameOf } from '../../islands/admin/messages/columns';\nexport const name = nameOf;\n",
      ),
    ).toHaveLength(1);
  });

  it('stops a feature loading another feature with import()', async () => {
    const errors = await wallErrors(
      'site/src/islands/account/BoundarySample.ts',
      "export const load = () => import('../purchase/PricingCards');\n",
    );
    expect(errors).toEqual([expect.stringContaining('never another feature')]);
  });

  it('stops the generic kit importing a feature or another kit, and the other kits a feature', async () => {
    expect(
      await wallErrors(
        'site/src/islands/kit/form/BoundarySample.ts',
        "import ContactForm from '../../forms/ContactForm';\nexport const form = ContactForm;\n",
      ),
    ).toEqual([expect.stringContaining('the generic kit imports no feature')]);
    expect(
      await wallErrors(
        'site/src/islands/kit/BoundarySample.ts',
        "import { AdminOnly } from '../admin-kit/AdminOnly';\nexport const guard = AdminOnly;\n",
      ),
    ).toEqual([expect.stringContaining('not the admin kit')]);
    expect(
      await wallErrors(
        'site/src/islands/admin-kit/BoundarySample.ts',
        "import { jobColumns } from '../admin/jobs/columns';\nexport const columns = jobColumns;\n",
      ),
    ).toEqual([expect.stringContaining('the admin kit imports the generic kit, never a feature')]);
    expect(
      await wallErrors(
        'site/src/islands/kit/BoundarySample.ts',
        "import { Money } from '../commerce-kit/cells';\nexport const cell = Money;\n",
      ),
    ).toEqual([expect.stringContaining('not the admin kit or the commerce kit')]);
    expect(
      await wallErrors(
        'site/src/islands/commerce-kit/BoundarySample.ts',
        "import { startPayment } from '../purchase/payment-start';\nexport const start = startPayment;\n",
      ),
    ).toEqual([expect.stringContaining('the commerce kit imports the generic kit, never a feature')]);
    expect(
      await wallErrors(
        'site/src/islands/commerce-kit/BoundarySample.ts',
        "import { AdminOnly } from '../admin-kit/AdminOnly';\nexport const guard = AdminOnly;\n",
      ),
    ).toHaveLength(1);
  });

  it('stops site/src/lib importing anything under islands/', async () => {
    const errors = await wallErrors(
      'site/src/lib/boundary-sample.ts',
      "import { formatDate } from '../islands/kit/format';\nexport const format = formatDate;\n",
    );
    expect(errors).toEqual([expect.stringContaining('imports nothing under islands/')]);
  });

  it('holds in .astro files: their frontmatter and their client scripts', async () => {
    // Frontmatter: a feature's Astro component importing another feature.
    expect(
      await wallErrors(
        'site/src/islands/forms/BoundarySample.astro',
        "---\nimport { jobPath } from '../careers/paths';\nconst address = jobPath('en', '1');\n---\n\n<a href={address}>Job</a>\n",
      ),
    ).toEqual([expect.stringContaining('never another feature')]);
    // A client script (bundled by Astro), statically and with import().
    expect(
      await wallErrors(
        'site/src/islands/account/BoundarySample.astro',
        [
          '<p>Plans</p>',
          '<script>',
          "  import { readStoredPlan } from '../purchase/stored-plan';",
          '  console.log(readStoredPlan());',
          "  void import('../admin/payments/revenue');",
          '</script>',
          '',
        ].join('\n'),
      ),
    ).toEqual([
      expect.stringContaining('never another feature'),
      expect.stringContaining('never another feature'),
    ]);
    // The generic kit and site/src/lib.
    expect(
      await wallErrors(
        'site/src/islands/kit/BoundarySample.astro',
        "---\nimport { AdminOnly } from '../admin-kit/AdminOnly';\n---\n\n<AdminOnly />\n",
      ),
    ).toEqual([expect.stringContaining('not the admin kit')]);
    expect(
      await wallErrors(
        'site/src/lib/BoundarySample.astro',
        "---\nimport PricingCards from '../islands/purchase/PricingCards';\n---\n\n<PricingCards />\n",
      ),
    ).toEqual([expect.stringContaining('imports nothing under islands/')]);
    // What is allowed stays clean.
    expect(
      await allErrors(
        'site/src/islands/account/BoundarySample.astro',
        [
          '---',
          "import { sitePath } from '@crestline/contracts/site-paths';",
          "import { formatDate } from '../kit/format';",
          "const home = sitePath('tr', '/');",
          '---',
          '',
          "<a href={home}>{formatDate('tr', '2026-11-02')}</a>",
          '<script>',
          "  import { readSession } from '../kit/session';",
          '  console.log(readSession());',
          '</script>',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('lets a feature import the kits, contracts and its own files', async () => {
    const code = [
      "import { sitePath } from '@crestline/contracts/site-paths';",
      "import { AdminOnly } from '../../admin-kit/AdminOnly';",
      "import { apiRequest } from '../../kit/http';",
      "import { jobColumns } from './columns';",
      'export const parts = [sitePath, AdminOnly, apiRequest, jobColumns];',
      "export const modal = () => import('./JobModal');",
      '',
    ].join('\n');
    expect(await allErrors('site/src/islands/admin/jobs/BoundarySample.ts', code)).toEqual([]);
    expect(
      await allErrors(
        'site/src/islands/admin-kit/BoundarySample.ts',
        "import { DataTable } from '../kit/DataTable';\nexport const table = DataTable;\n",
      ),
    ).toEqual([]);
    expect(
      await allErrors(
        'site/src/lib/boundary-sample.ts',
        "import { localePath } from '../i18n/lang';\nexport const home = localePath('tr', '/');\n",
      ),
    ).toEqual([]);
  });
});
