// One lint setup for every workspace: typescript-eslint's recommended rules, React hooks rules for
// the site's islands, and Prettier owning formatting (eslint-config-prettier turns clashing rules off).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import astro from 'eslint-plugin-astro';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// ─── Site island boundaries ────────────────────────────────────────────────────────────────────────
// The walls between the site's islands (docs/site.md, "Walls"): every folder under site/src/islands is a
// feature (each admin/<screen> its own), except the three kits. A feature imports the kits, contracts and
// its own files, never another feature; the generic kit (islands/kit) imports no feature and no other
// kit; the admin kit (islands/admin-kit) and the commerce kit (islands/commerce-kit) import the generic
// kit but no feature and not each other; site/src/lib (the build-time helpers) imports nothing under
// islands/. The folders are read here, so a new feature is walled off from the start. Imports are matched
// by the folders they name on the way up ('../careers/x', '../../admin/jobs/x', '../../islands/forms/x'),
// `import type` and dynamic import() included, in .astro files as in TypeScript;
// site/src/boundaries.test.ts proves each rule fires.
const islands = new URL('./site/src/islands/', import.meta.url);
const foldersOf = (url) =>
  readdirSync(url, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const KITS = ['kit', 'admin-kit', 'commerce-kit'];
const features = foldersOf(islands).filter((name) => !KITS.includes(name) && name !== 'admin');
const adminScreens = foldersOf(new URL('admin/', islands));
// .astro files too: their frontmatter (parsed by eslint-plugin-astro) and their client <script>s (which the
// plugin's processor hands on as virtual files <file>.astro/<n>_<n>.ts, matched by the same pattern).
const sources = (folder) => [`site/src/${folder}/**/*.{js,jsx,mjs,ts,tsx,mts,astro}`];
/** An import that climbs to one of `folders` ('../x', '../../islands/x/y'); `via` is a folder between. */
const reaching = (folders, via = '') => `^(\\.\\./)+(islands/)?${via}(${folders.join('|')})(/|$)`;
function walls(message, patterns) {
  return {
    'no-restricted-imports': ['error', { patterns: patterns.map((regex) => ({ regex, message })) }],
    // no-restricted-imports does not see import(); esquery's regex may not contain a slash.
    'no-restricted-syntax': [
      'error',
      ...patterns.map((regex) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
        message,
      })),
    ],
  };
}
const featureWall =
  'Site island boundaries: a feature imports only the kits (islands/kit, islands/admin-kit, islands/commerce-kit), ' +
  '@crestline/contracts and its own files, never another feature (docs/site.md).';
const siteIslandBoundaries = [
  ...features.map((feature) => ({
    files: sources(`islands/${feature}`),
    rules: walls(featureWall, [reaching([...features.filter((f) => f !== feature), 'admin'])]),
  })),
  ...adminScreens.map((screen) => ({
    files: sources(`islands/admin/${screen}`),
    rules: walls(featureWall, [
      reaching(features),
      reaching(
        adminScreens.filter((s) => s !== screen),
        '(admin/)?',
      ),
    ]),
  })),
  {
    files: sources('islands/kit'),
    rules: walls(
      'Site island boundaries: the generic kit imports no feature and not the admin kit or the commerce kit (docs/site.md).',
      [reaching([...features, 'admin', 'admin-kit', 'commerce-kit'])],
    ),
  },
  {
    files: sources('islands/admin-kit'),
    rules: walls(
      'Site island boundaries: the admin kit imports the generic kit, never a feature (docs/site.md).',
      [reaching([...features, 'admin', 'commerce-kit'])],
    ),
  },
  {
    files: sources('islands/commerce-kit'),
    rules: walls(
      'Site island boundaries: the commerce kit imports the generic kit, never a feature (docs/site.md).',
      [reaching([...features, 'admin', 'admin-kit'])],
    ),
  },
  {
    files: sources('lib'),
    rules: walls(
      'Site island boundaries: site/src/lib (build-time helpers) imports nothing under islands/; ' +
        'declare what both need in lib or contracts (docs/site.md).',
      ['(^|/)islands(/|$)'],
    ),
  },
];

// ── API module boundaries ─────────────────────────────────────────────────────────────────────────
// The API's layering (docs/api.md, "Module faces"), written as rules so it cannot erode silently:
// - a module (api/src/modules/<a>/) uses another module only through that module's face,
//   modules/<b>/index.ts (`../<b>` or `../<b>/index`), never `../<b>/repository` and the like; its own
//   files (`./…`) and the kit are free;
// - the kit (api/src/http, files, inbox, lib, db, background) imports no module at all.
// Exempt: tests (`*.test.ts`, api/test/), which set up records through any part, and the wiring
// (api/src/app.ts, platform.ts, server.ts, cli/), which lies outside both folders and assembles modules
// through their faces. The rules read import paths as written; api/test/boundaries.test.ts proves that
// each fires.
const NOT_A_FACE = String.raw`(?!index(\.ts)?$)[^/]`;
/** Imports from a module file `depth` folders below its module's root that reach into another module. */
const intoAnotherModule = (depth) => [
  // `../<b>/<file>` (one `../` per folder, plus one to leave the module)
  String.raw`^(\.\./){${depth + 1}}(?!\.)[^/]+/${NOT_A_FACE}`,
  // the long way round: `…/modules/<b>/<file>`
  String.raw`(^|/)modules/[^/]+/${NOT_A_FACE}`,
];
const apiModuleBoundaries = [0, 1, 2].map((depth) => ({
  files: [`api/src/modules/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: intoAnotherModule(depth).map((regex) => ({
          regex,
          message: 'Another module is used only through its face, modules/<module>/index.ts (docs/api.md).',
        })),
      },
    ],
  },
}));
apiModuleBoundaries.push({
  files: ['api/src/{http,files,inbox,lib,db,background}/**/*.{ts,tsx}'],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: String.raw`^\.{1,2}/(.+/)?modules(/|$)`,
            message:
              'The kit (http, files, inbox, lib, db, background) imports no module; modules import the kit (docs/api.md).',
          },
        ],
      },
    ],
  },
});
// SQL stays in repositories: only `repository.ts` and `<name>-repository.ts` files and api/src/db/ import
// drizzle-orm (an import, `import type`, a re-export or import() alike). A module reads another's records
// through that module's face, never its tables. Tests are exempt.
const DRIZZLE = String.raw`^drizzle-orm(\x2F|$)`;
apiModuleBoundaries.push({
  files: ['api/src/**/*.ts'],
  ignores: ['api/src/db/**', '**/repository.ts', '**/*-repository.ts', '**/*.test.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: `:matches(ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression)[source.value=/${DRIZZLE}/]`,
        message:
          'SQL stays in repositories: only repository.ts, <name>-repository.ts and api/src/db/ import drizzle-orm; ' +
          "another module's records are read through its face (docs/api.md).",
      },
    ],
  },
});
// ── end of API module boundaries ──────────────────────────────────────────────────────────────────

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'site/dist-preview/**',
      '**/.astro/**',
      'var/**',
      'cms/.strapi/**',
      'cms/build/**',
      'cms/types/generated/**',
      'cms/public/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['cms/**/*.js', 'cms/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['site/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // .astro files: frontmatter and template expressions through astro-eslint-parser (TypeScript inside),
  // client <script>s as virtual TypeScript files; the rules above apply to both.
  ...astro.configs.recommended,
  // The walls above: API module boundaries and site island boundaries (their files never overlap).
  ...apiModuleBoundaries,
  ...siteIslandBoundaries,
  prettier,
);
