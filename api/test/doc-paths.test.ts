// Docs a newcomer can trust: every file or folder of the repository that a document names exists, and
// every file a code comment points at exists somewhere in the repository. Paths of things the build or a
// run makes (site/dist, var/, …) are not checked.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const skipDirs = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-preview',
  'var',
  '.astro',
  '.cms-media',
  '.cache',
]);

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipDirs.has(entry.name) || entry.name.startsWith('.tmp')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

const files = walk(root);
const rel = (p: string) => path.relative(root, p);
const basenames = new Set(files.map((f) => path.basename(f)));
const docs = files.filter((f) => f.endsWith('.md') && !rel(f).startsWith('content-seeds'));
const topLevel = readdirSync(root).filter((name) => !skipDirs.has(name));

// Made by a build, a run or a test; documents name them without their existing in a clean clone.
const generated = [
  /^site\/(dist|dist-preview|\.cms-media)(\/|$)/,
  /^var(\/|$)/,
  /^cms\/(dist|\.secrets\.json|\.strapi|build)(\/|$)/,
  /^\.env$/,
  /(^|\/)node_modules(\/|$)/,
  /^e2e\/(test-results|playwright-report)(\/|$)/,
  /^docs\/images\/.+\.png$/,
  /^DATA_DIR\//,
  /^bench\/containers[\w-]*\.json$/,
  // Outside the repository (the team's shared folder).
  /^\.\.\//,
];
// Files a build or a request writes (the build's plan catalogue, a rebuild's job list, an export's records,
// the preview build's server entry), and names that only look like files (express.json).
const generatedNames = new Set([
  'plan-catalogue.json',
  'job-pages.json',
  'data.json',
  'entry.mjs',
  'express.json',
]);
const isGenerated = (p: string) => generated.some((re) => re.test(p));
// Placeholders and patterns rather than paths: `modules/<area>/`, `{id}`, `*.test.ts`, `…`.
const isPattern = (p: string) => /[<>{}*…$|]|\.\.\.|\s/.test(p);

/** The repository paths a document names: its relative links and code spans that start at the root. */
function namedPaths(doc: string): { named: string; resolved: string }[] {
  const text = readFileSync(doc, 'utf8');
  const found: { named: string; resolved: string }[] = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (!target || /^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
    const file = target.split('#')[0]!;
    found.push({ named: target, resolved: rel(path.resolve(path.dirname(doc), decodeURI(file))) });
  }
  for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) {
    const candidate = span!.replace(/[.,:;]+$/, '').replace(/:\d+$/, '');
    const first = candidate.split('/')[0]!;
    if (!candidate.includes('/') || !topLevel.includes(first) || isPattern(candidate)) continue;
    found.push({ named: span!, resolved: candidate.replace(/\/$/, '') });
  }
  return found;
}

function missingPaths(doc: string): string[] {
  return namedPaths(doc)
    .filter(({ resolved }) => !isGenerated(resolved) && !existsSync(path.join(root, resolved)))
    .map(({ named }) => named);
}

describe('paths named in the docs', () => {
  it('finds the documents', () => {
    expect(docs.map(rel)).toEqual(expect.arrayContaining(['README.md', 'docs/api.md', 'bench/README.md']));
  });

  it.each(docs.map((d) => [rel(d), d] as const))('%s names only paths that exist', (_name, doc) => {
    expect(missingPaths(doc)).toEqual([]);
  });

  it('reports a link or a code span naming a path that does not exist', () => {
    const dir = mkdtempSync(path.join(root, 'docs', '.tmp-doc-'));
    try {
      const doc = path.join(dir, 'probe.md');
      writeFileSync(
        doc,
        'Read [the API](../api.md) and [gone](../gone.md); the app is `api/src/app.ts`, ' +
          'search lives in `api/src/sear' +
          'ch.ts`, and modules in `api/src/modules/<area>/`.\n',
      );
      expect(missingPaths(doc)).toEqual(['../gone.md', 'api/src/sear' + 'ch.ts']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('files named in code comments', () => {
  const sources = files.filter(
    (f) => /\.(ts|tsx|mjs|js|astro)$/.test(f) && !/\.d\.ts$/.test(f) && statSync(f).size < 400_000,
  );
  // "see layout.tsx", "(delivery.ts)", "docs/api.md": a file name with an extension the repository keeps.
  const mention =
    /(?:^|[\s(`'"])((?:[\w.-]+\/)*[\w-]+\.(?:ts|tsx|mjs|astro|md|json|sql|css))(?=[\s),.;:`'"#]|$)/g;
  const commentLines = (source: string) =>
    source
      .split('\n')
      .filter((line) => /^\s*(\/\/|\*|\/\*)/.test(line))
      .join('\n');

  const staleMentions = (source: string) =>
    [...commentLines(source).matchAll(mention)]
      .map(([, named]) => named!)
      .filter((named) => {
        const name = path.basename(named);
        return !(
          basenames.has(name) ||
          generatedNames.has(name) ||
          isGenerated(named) ||
          /^(package|tsconfig)[\w.-]*\.json$/.test(name)
        );
      });

  it('point at files that exist somewhere in the repository', () => {
    const stale = sources.flatMap((file) =>
      staleMentions(readFileSync(file, 'utf8')).map((named) => `${rel(file)}: ${named}`),
    );
    expect(stale).toEqual([]);
  });

  it('reports a comment naming a file that exists nowhere', () => {
    const source = ['// Rendered by layout.tsx, searched as in sear' + 'ch.ts.', 'const x = "gone.ts";'].join(
      '\n',
    );
    expect(staleMentions(source)).toEqual(['sear' + 'ch.ts']);
  });
});
