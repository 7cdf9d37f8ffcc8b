// The /cookies page lists what the browser keeps (contracts' browser-storage.ts); this test reads the
// site's and the API's sources for every storage write and every cookie set and fails when one is not on
// the list, or when the list names something the code no longer writes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_STORAGE, KNOWN_DEVICE_COOKIE_PREFIX } from '@crestline/contracts/browser-storage';
import { STORAGE_KEYS } from '@crestline/contracts/enums';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['site/src', 'api/src', 'contracts/src'];

interface Source {
  file: string;
  text: string;
}

function sources(): Source[] {
  const out: Source[] = [];
  for (const dir of SCANNED) {
    for (const entry of readdirSync(path.join(repoRoot, dir), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(ts|tsx|js|mjs|astro)$/.test(entry.name)) continue;
      if (/\.(test|spec)\.|fixtures?\//.test(path.join(entry.parentPath, entry.name))) continue;
      const file = path.relative(repoRoot, path.join(entry.parentPath, entry.name));
      out.push({ file, text: readFileSync(path.join(repoRoot, file), 'utf8') });
    }
  }
  return out;
}

/**
 * Writes whose key is a parameter of a helper (the helper's callers are checked instead), and cookie
 * names that come from a function, with the listed name they stand for.
 */
const PASS_THROUGH: Record<string, Record<string, string | null>> = {
  'site/src/islands/kit/storage.ts': { key: null },
  'api/src/modules/users/routes.ts': { name: `${KNOWN_DEVICE_COOKIE_PREFIX}*` },
};

const storageKeys = STORAGE_KEYS as Record<string, string>;

/** The stored name an expression stands for ('x', STORAGE_KEYS.x, a constant, a key-building function). */
function resolve(expr: string, all: Source[]): string | null | undefined {
  const text = expr.trim();
  const literal = /^(['"`])([^'"`$]*)\1$/.exec(text);
  if (literal) return literal[2];
  const member = /^STORAGE_KEYS\.(\w+)$/.exec(text);
  if (member) return storageKeys[member[1]!];
  const template = /^`\$\{STORAGE_KEYS\.(\w+)\}\$\{[^}]+\}`$/.exec(text);
  if (template) return `${storageKeys[template[1]!]}*`;
  const call = /^(\w+)\(.*\)$/.exec(text);
  const name = call ? call[1]! : /^\w+$/.test(text) ? text : null;
  if (!name) return undefined;
  for (const { text: source } of all) {
    const constant = new RegExp(`const ${name}\\s*=\\s*(?:\\([^)]*\\)\\s*=>\\s*)?([^;\\n]+)`).exec(source);
    if (constant && constant[1]!.trim() !== text) return resolve(constant[1]!, all);
  }
  return undefined;
}

interface Write {
  file: string;
  kind: 'storage' | 'cookie';
  expr: string;
}

/** Every storage write and cookie set in the sources. */
function writes(all: Source[]): Write[] {
  const found: Write[] = [];
  for (const { file, text } of all) {
    for (const m of text.matchAll(/(?<!function )\b(?:setItem|writeJson)\(\s*((?:[^,()]|\([^()]*\))+),/g))
      found.push({ file, kind: 'storage', expr: m[1]! });
    for (const m of text.matchAll(/\.cookie\(\s*((?:[^,()]|\([^()]*\))+),/g))
      found.push({ file, kind: 'cookie', expr: m[1]! });
    for (const m of text.matchAll(/document\.cookie\s*=|['"]set-cookie['"]|\bcookies\.set\(/gi))
      found.push({ file, kind: 'cookie', expr: `raw ${m[0]}` });
  }
  return found;
}

/** The listed name each write stands for, or a line saying why it cannot be told. */
function check(all: Source[]): { used: Set<string>; problems: string[] } {
  const listed = new Set(BROWSER_STORAGE.map((entry) => entry.name));
  const used = new Set<string>();
  const problems: string[] = [];
  for (const write of writes(all)) {
    const expr = write.expr.trim();
    const passThrough = PASS_THROUGH[write.file];
    const name = passThrough && expr in passThrough ? passThrough[expr] : resolve(expr, all);
    if (name === null) continue;
    if (name === undefined) {
      problems.push(`${write.file}: cannot tell which ${write.kind} "${expr}" writes`);
      continue;
    }
    const entry = [...listed].find((n) => n === name || (n.endsWith('*') && name === n));
    if (!entry) problems.push(`${write.file}: ${write.kind} "${name}" is not on the /cookies list`);
    else used.add(entry);
  }
  return { used, problems };
}

describe('the /cookies list', () => {
  it('names every cookie and storage key the code writes, and nothing else', () => {
    const all = sources();
    const { used, problems } = check(all);
    expect(problems).toEqual([]);
    expect([...used].sort()).toEqual(BROWSER_STORAGE.map((entry) => entry.name).sort());
  });

  it('says for each entry what it is for and how long it lasts, in both languages', () => {
    for (const entry of BROWSER_STORAGE) {
      for (const lang of ['en', 'tr'] as const) {
        expect(entry.purpose[lang].length, `${entry.name} ${lang}`).toBeGreaterThan(10);
        expect(entry.lifetime[lang].length, `${entry.name} ${lang}`).toBeGreaterThan(3);
      }
    }
  });

  it('catches a new storage key or cookie that is not listed', () => {
    const all = [
      ...sources(),
      {
        file: 'site/src/islands/new/feature.ts',
        text: "localStorage.setItem('lastSearch', q);\nconst SEEN_KEY = 'seenTour';\nsessionStorage.setItem(SEEN_KEY, '1');",
      },
      {
        file: 'api/src/modules/new/routes.ts',
        text: "res.cookie('sid', value, {});\nres.setHeader('Set-Cookie', x);",
      },
    ];
    const { problems } = check(all);
    expect(problems).toEqual([
      'site/src/islands/new/feature.ts: storage "lastSearch" is not on the /cookies list',
      'site/src/islands/new/feature.ts: storage "seenTour" is not on the /cookies list',
      'api/src/modules/new/routes.ts: cookie "sid" is not on the /cookies list',
      `api/src/modules/new/routes.ts: cannot tell which cookie "raw 'Set-Cookie'" writes`,
    ]);
  });
});
