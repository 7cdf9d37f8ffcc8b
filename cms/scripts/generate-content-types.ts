// Writes the Strapi content types and components of the site's content from the zod schemas in
// contracts/src/content.ts, so that field names, nesting, lists and required fields match the seed
// files and what the site parses. Run after changing those schemas:
//   npm run generate:content-types -w cms
// It rewrites src/components/, every src/api/<type>/content-types/<type>/schema.json and the list of
// types in src/content/content-types.json, and adds the (one-line) controller, router and service of a
// new type. Strapi reads only the JSON output.
// With --check it writes nothing and fails when the files differ from what it would write (a test
// runs that, so a change to the contracts cannot silently leave the CMS behind).
//
// The mapping from zod to Strapi fields is zod-to-strapi.ts, the admin forms (labels, help, read-only
// fields, list columns) editor-forms.ts; this file is the driver. A top-level field is shared by both
// locales (a Strapi non-localized field) when the contracts say so (content/shared-fields.ts). Each single
// type also gets a read-only `pageName` that names it in the admin's lists (the site does not read it).
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import * as content from '../../contracts/src/content';
import { LOCALES } from '../../contracts/src/enums';
import { contentTypeEntries, uidOf } from '../src/content/registry';
import { editorForms } from './editor-forms';
import { attributeFor, components, def, humanize, type Attribute } from './zod-to-strapi';

const cmsDir = path.resolve(__dirname, '..');
const componentsDir = path.join(cmsDir, 'src', 'components');
const apiDir = path.join(cmsDir, 'src', 'api');

// Which content types exist, for src/content/registry.ts (Strapi cannot load the contracts itself).
const typeNames = { singleTypes: content.singleTypes, collectionTypes: content.collectionTypes };
const types = contentTypeEntries(typeNames);

const checkOnly = process.argv.includes('--check');
const output = new Map<string, string>();
const writeJson = (file: string, value: unknown) => output.set(file, JSON.stringify(value));
const writeIfMissing = (file: string, text: string) => {
  if (!fs.existsSync(file)) output.set(file, text);
};

writeJson(path.join(cmsDir, 'src', 'content', 'content-types.json'), typeNames);
const typeAttributes: Parameters<typeof editorForms>[0] = [];
for (const type of types) {
  const seed = type.seed as content.ContentTypeName;
  const shape = def(content.entrySchemas[seed]).shape;
  if (!shape) throw new Error(`${type.seed}: expected an object schema`);
  const attributes: Record<string, Attribute> = {};
  for (const [key, field] of Object.entries(shape)) {
    const attribute = attributeFor(field, type.name, [key]);
    if (key === type.keyField) attribute.unique = true;
    const localized = !content.sharedFields[seed].includes(key);
    attributes[key] = { ...attribute, pluginOptions: { i18n: { localized } } };
  }
  if (type.kind === 'single') {
    attributes.pageName = { type: 'string', pluginOptions: { i18n: { localized: false } } };
  }
  const uid = uidOf(type);
  typeAttributes.push({ name: type.name, uid, kind: type.kind, attributes });
  writeJson(path.join(apiDir, type.name, 'content-types', type.name, 'schema.json'), {
    kind: type.kind === 'single' ? 'singleType' : 'collectionType',
    collectionName: type.plural.replace(/-/g, '_'),
    info: {
      singularName: type.name,
      pluralName: type.plural,
      displayName: humanize(type.name),
      description: `Generated from contracts/src/content.ts (content-seeds/${type.seed}).`,
    },
    options: { draftAndPublish: true },
    pluginOptions: { i18n: { localized: true } },
    attributes,
  });
  const base = path.join(apiDir, type.name);
  writeIfMissing(
    path.join(base, 'controllers', `${type.name}.ts`),
    `import { contentController } from '../../../content/factories';\n\nexport default contentController('${uid}');\n`,
  );
  writeIfMissing(
    path.join(base, 'routes', `${type.name}.ts`),
    `import { factories } from '@strapi/strapi';\n\nexport default factories.createCoreRouter('${uid}');\n`,
  );
  writeIfMissing(
    path.join(base, 'services', `${type.name}.ts`),
    `import { factories } from '@strapi/strapi';\n\nexport default factories.createCoreService('${uid}');\n`,
  );
}
for (const [uid, file] of components) {
  const [category, name] = uid.split('.') as [string, string];
  writeJson(path.join(componentsDir, category, `${name}.json`), file);
}
writeJson(path.join(cmsDir, 'src', 'content', 'editor-forms.json'), editorForms(typeAttributes));

const listFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? listFiles(full) : [full];
      })
    : [];

const main = async () => {
  const options = (await prettier.resolveConfig(path.join(componentsDir, 'x.json'))) ?? {};
  for (const [file, text] of output) {
    const parser = file.endsWith('.json') ? 'json' : 'typescript';
    output.set(file, await prettier.format(text, { ...options, parser }));
  }
  const stale = listFiles(componentsDir).filter((file) => !output.has(file));
  const changed = [...output].filter(
    ([file, text]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text,
  );
  if (checkOnly) {
    if (changed.length + stale.length > 0) {
      const names = [...changed.map(([file]) => file), ...stale].map((file) => path.relative(cmsDir, file));
      console.error(`Out of date with contracts/src/content.ts (run npm run generate:content-types -w cms):`);
      console.error(`  ${names.join('\n  ')}`);
      process.exitCode = 1;
    }
    return;
  }
  for (const file of stale) fs.rmSync(file);
  for (const [file, text] of changed) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  console.log(
    `${types.length} content types and ${components.size} components; ${changed.length} files written.`,
  );
  checkSeedLengths();
};

// One-line fields hold at most 255 characters (a varchar on PostgreSQL): check the seeds fit.
function checkSeedLengths() {
  const seedsDir = path.resolve(cmsDir, '..', 'content-seeds');
  const tooLong: string[] = [];
  const checkLengths = (
    attributes: Record<string, Attribute>,
    value: Record<string, unknown>,
    where: string,
  ) => {
    for (const [key, attribute] of Object.entries(attributes)) {
      const field = value[key];
      if (attribute.type === 'string' && typeof field === 'string' && field.length > 255) {
        tooLong.push(`${where}.${key} (${field.length} characters)`);
      }
      if (attribute.type === 'component' && field) {
        const nested = components.get(attribute.component as string)!.attributes;
        const items = Array.isArray(field) ? field : [field];
        items.forEach((item, i) =>
          checkLengths(nested, item, `${where}.${key}${Array.isArray(field) ? `[${i}]` : ''}`),
        );
      }
    }
  };
  for (const type of types) {
    const schemaFile = path.join(apiDir, type.name, 'content-types', type.name, 'schema.json');
    const { attributes } = JSON.parse(output.get(schemaFile) ?? fs.readFileSync(schemaFile, 'utf8'));
    for (const locale of LOCALES) {
      const file = path.join(seedsDir, type.seed, `${locale}.json`);
      if (!fs.existsSync(file)) continue;
      const seed = JSON.parse(fs.readFileSync(file, 'utf8'));
      (Array.isArray(seed) ? seed : [seed]).forEach((entry, i) =>
        checkLengths(attributes, entry, `${type.seed}/${locale}.json${Array.isArray(seed) ? `[${i}]` : ''}`),
      );
    }
  }
  if (tooLong.length > 0) {
    console.error(
      `Too long for a one-line field (max 255): rename to a prose key or shorten:\n  ${tooLong.join('\n  ')}`,
    );
    process.exitCode = 1;
  }
}

void main();
