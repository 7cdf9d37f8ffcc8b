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
// Mapping: object → component (repeatable inside arrays and tuples), list of texts → JSON field,
// Markdown → rich text, media path → media field, enum → enumeration, number → integer/decimal.
// A top-level field is shared by both locales (not localized) when nothing in it is text a
// translator would change (keys, prices, media, links, e-mail addresses), or when listed below.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import type { z } from 'zod';
import * as content from '../../contracts/src/content';
import { contentTypeEntries, uidOf } from '../src/content/registry';

type Zod = z.ZodType;
type Def = {
  type: string;
  innerType?: Zod;
  element?: Zod;
  items?: Zod[];
  shape?: Record<string, Zod>;
  entries?: Record<string, string>;
  checks?: {
    _zod: { def: { check: string; length?: number; minimum?: number; maximum?: number; format?: string } };
  }[];
  format?: string;
};
const def = (schema: Zod) => (schema as unknown as { _zod: { def: Def } })._zod.def;

type Attribute = Record<string, unknown> & { type: string };
interface ComponentFile {
  collectionName: string;
  info: { displayName: string; description?: string };
  options: Record<string, unknown>;
  attributes: Record<string, Attribute>;
}

const cmsDir = path.resolve(__dirname, '..');
const componentsDir = path.join(cmsDir, 'src', 'components');
const apiDir = path.join(cmsDir, 'src', 'api');

// Which content types exist, for src/content/registry.ts (Strapi cannot load the contracts itself).
const typeNames = { singleTypes: content.singleTypes, collectionTypes: content.collectionTypes };
const types = contentTypeEntries(typeNames);

const entrySchemas: Partial<Record<string, Zod>> = {
  roles: content.roleSchema,
  plans: content.planSchema,
};

/** Same in both locales although they are text: names given in both languages, phone numbers. */
const sharedFields: Record<string, string[]> = {
  role: ['nameEn', 'nameTr'],
  global: ['phones', 'brandName'],
};

/** Shared components, by schema identity; other objects are named after their path. */
const namedComponents = new Map<Zod, string>([
  [content.seoSchema, 'shared.seo'],
  [content.linkSchema, 'shared.link'],
  [content.leadBulletSchema, 'shared.lead-bullet'],
  [content.iconCardSchema, 'shared.icon-card'],
  [content.planPeriodPricesSchema, 'plan.period-prices'],
  [content.aboutPageSchema.shape.aboutUs, 'shared.text-block'],
]);

/** Prose gets a multi-line text field; other texts (titles, labels, names) a one-line string. */
const PROSE =
  /^(text|body|description|intro|summary|message|note|caption|tagline|subtitle|subheading|welcome|pitch)$|(Desc|Text|Description|Intro|Note|Message|Summary)$/;

const kebab = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
const humanize = (s: string) => {
  const words = kebab(s).replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const components = new Map<string, ComponentFile>();
const componentBySchema = new Map<Zod, string>();

const lengthLimits = (schema: Zod) => {
  const limits: { min?: number; max?: number } = {};
  for (const check of def(schema).checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'length_equals') limits.min = limits.max = c.length;
    if (c.check === 'min_length') limits.min = c.minimum;
    if (c.check === 'max_length') limits.max = c.maximum;
  }
  return limits;
};

const isInteger = (schema: Zod) =>
  def(schema).format === 'safeint' ||
  (def(schema).checks ?? []).some(
    (c) => c._zod.def.check === 'number_format' && c._zod.def.format === 'safeint',
  );

/** Whether a value of this schema reads the same in every language. */
const isLocaleNeutral = (schema: Zod): boolean => {
  const d = def(schema);
  if (schema === content.mediaPathSchema || schema === content.documentPathSchema) return true;
  if (schema === content.hrefSchema) return true;
  switch (d.type) {
    case 'optional':
      return isLocaleNeutral(d.innerType!);
    case 'string':
      return d.format === 'email' || d.format === 'url' || d.format === 'date';
    case 'number':
    case 'boolean':
    case 'enum':
      return true;
    case 'array':
      return isLocaleNeutral(d.element!);
    case 'tuple':
      return d.items!.every(isLocaleNeutral);
    case 'object':
      return Object.values(d.shape!).every(isLocaleNeutral);
    default:
      return false;
  }
};

const componentFor = (schema: Zod, category: string, fieldPath: string[]): string => {
  const existing = componentBySchema.get(schema) ?? namedComponents.get(schema);
  const uid = existing ?? `${category}.${kebab(fieldPath.join('-'))}`;
  if (components.has(uid)) {
    componentBySchema.set(schema, uid);
    return uid;
  }
  const [componentCategory, componentName] = uid.split('.') as [string, string];
  componentBySchema.set(schema, uid);
  const file: ComponentFile = {
    collectionName: `components_${componentCategory}_${componentName}`.replace(/-/g, '_'),
    info: { displayName: humanize(componentName) },
    options: {},
    attributes: {},
  };
  components.set(uid, file);
  for (const [key, field] of Object.entries(def(schema).shape!)) {
    file.attributes[key] = attributeFor(field, category, [...fieldPath, key]);
  }
  return uid;
};

function attributeFor(schema: Zod, category: string, fieldPath: string[]): Attribute {
  const key = fieldPath[fieldPath.length - 1]!;
  const d = def(schema);
  if (d.type === 'optional') {
    const inner = attributeFor(d.innerType!, category, fieldPath);
    delete inner.required;
    return inner;
  }
  if (schema === content.mediaPathSchema || schema === content.documentPathSchema) {
    return {
      type: 'media',
      multiple: false,
      required: true,
      allowedTypes: schema === content.mediaPathSchema ? ['images'] : ['files'],
    };
  }
  if (schema === content.markdownSchema) return { type: 'richtext', required: true };
  switch (d.type) {
    case 'string':
      if (d.format === 'email') return { type: 'email', required: true };
      if (d.format === 'date') return { type: 'date', required: true };
      if (d.format === 'url' || schema === content.hrefSchema || !PROSE.test(key)) {
        return { type: 'string', required: true, maxLength: 255 };
      }
      return { type: 'text', required: true };
    case 'number':
      return { type: isInteger(schema) ? 'integer' : 'decimal', required: true };
    case 'boolean':
      return { type: 'boolean', required: true };
    case 'enum':
      return { type: 'enumeration', enum: Object.values(d.entries!), required: true };
    case 'object':
      return {
        type: 'component',
        repeatable: false,
        component: componentFor(schema, category, fieldPath),
        required: true,
      };
    case 'array':
    case 'tuple': {
      const element = d.type === 'array' ? d.element! : d.items![0]!;
      if (def(element).type === 'object') {
        const limits =
          d.type === 'tuple' ? { min: d.items!.length, max: d.items!.length } : lengthLimits(schema);
        return {
          type: 'component',
          repeatable: true,
          component: componentFor(element, category, fieldPath),
          required: true,
          ...limits,
        };
      }
      // Lists of texts: a JSON array of strings, the same shape as the seed files.
      return { type: 'json', required: true };
    }
    default:
      throw new Error(`No Strapi field for ${fieldPath.join('.')} (zod ${d.type})`);
  }
}

const checkOnly = process.argv.includes('--check');
const output = new Map<string, string>();
const writeJson = (file: string, value: unknown) => output.set(file, JSON.stringify(value));
const writeIfMissing = (file: string, text: string) => {
  if (!fs.existsSync(file)) output.set(file, text);
};

writeJson(path.join(cmsDir, 'src', 'content', 'content-types.json'), typeNames);
for (const type of types) {
  const schema = entrySchemas[type.seed] ?? content.contentSchemas[type.seed as content.ContentTypeName];
  const shape = def(schema).shape;
  if (!shape) throw new Error(`${type.seed}: expected an object schema`);
  const attributes: Record<string, Attribute> = {};
  for (const [key, field] of Object.entries(shape)) {
    const attribute = attributeFor(field, type.name, [key]);
    if (key === type.keyField) attribute.unique = true;
    const localized = !isLocaleNeutral(field) && !(sharedFields[type.name] ?? []).includes(key);
    attributes[key] = { ...attribute, pluginOptions: { i18n: { localized } } };
  }
  const uid = uidOf(type);
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
    for (const locale of ['en', 'tr']) {
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
