// The zod → Strapi mapping of the site's content (docs/architecture.md): which Strapi field or component
// each zod schema of contracts/src/content.ts becomes. Pure: generate-content-types.ts writes the files.
//
// Mapping: object → component (repeatable inside arrays and tuples), list of texts → repeatable
// `shared.list-item` (one `value` per entry, so an editor adds, reorders and removes entries; the site's
// content loader turns it back into a list of strings), list of choices → a repeatable component with one
// `value` enumeration, Markdown → rich text, media path (image, document, video, captions) → media
// field, enum → enumeration, number → integer/decimal. Which top-level fields both locales share is the contracts' (content/shared-fields.ts).
import type { z } from 'zod';
import * as content from '../../contracts/src/content';

export type Zod = z.ZodType;
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
export const def = (schema: Zod) => (schema as unknown as { _zod: { def: Def } })._zod.def;

export type Attribute = Record<string, unknown> & { type: string };
export interface ComponentFile {
  collectionName: string;
  info: { displayName: string; description?: string };
  options: Record<string, unknown>;
  attributes: Record<string, Attribute>;
}

/** Shared components, by schema identity; other objects are named after their path. */
const namedComponents = new Map<Zod, string>([
  [content.seoSchema, 'shared.seo'],
  [content.linkSchema, 'shared.link'],
  [content.leadBulletSchema, 'shared.lead-bullet'],
  [content.iconCardSchema, 'shared.icon-card'],
  [content.aboutPageSchema.shape.aboutUs, 'shared.text-block'],
  [content.videoSchema, 'shared.video'],
]);

/** Prose gets a multi-line text field; other texts (titles, labels, names) a one-line string. */
const PROSE =
  /^(text|body|description|intro|summary|message|note|caption|tagline|subtitle|subheading|welcome|pitch)$|(Desc|Text|Description|Intro|Note|Message|Summary)$/;

const kebab = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
export const humanize = (s: string) => {
  const words = kebab(s).replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const components = new Map<string, ComponentFile>();
/** Where each component was first met: the content type's name and the field path (for its help texts). */
export const componentPaths = new Map<string, string[]>();

/** One entry of a list of texts. */
export const LIST_ITEM = 'shared.list-item';
const listItem = (uid: string, value: Attribute, description: string): string => {
  if (!components.has(uid)) {
    const [componentCategory, componentName] = uid.split('.') as [string, string];
    components.set(uid, {
      collectionName: `components_${componentCategory}_${componentName}`.replace(/-/g, '_'),
      info: { displayName: humanize(componentName), description },
      options: {},
      attributes: { value },
    });
    componentPaths.set(uid, [uid, 'value']);
  }
  return uid;
};
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

const componentFor = (schema: Zod, category: string, fieldPath: string[]): string => {
  const existing = componentBySchema.get(schema) ?? namedComponents.get(schema);
  const uid = existing ?? `${category}.${kebab(fieldPath.join('-'))}`;
  if (components.has(uid)) {
    componentBySchema.set(schema, uid);
    return uid;
  }
  const [componentCategory, componentName] = uid.split('.') as [string, string];
  componentBySchema.set(schema, uid);
  componentPaths.set(uid, uid.startsWith('shared.') ? [uid] : [category, ...fieldPath]);
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

export function attributeFor(schema: Zod, category: string, fieldPath: string[]): Attribute {
  const key = fieldPath[fieldPath.length - 1]!;
  const d = def(schema);
  if (d.type === 'optional') {
    const inner = attributeFor(d.innerType!, category, fieldPath);
    delete inner.required;
    return inner;
  }
  const mediaTypes = new Map<Zod, string[]>([
    [content.mediaPathSchema, ['images']],
    [content.documentPathSchema, ['files']],
    [content.videoPathSchema, ['videos']],
    [content.captionsPathSchema, ['files']],
  ]);
  if (mediaTypes.has(schema)) {
    return { type: 'media', multiple: false, required: true, allowedTypes: mediaTypes.get(schema) };
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
      const limits =
        d.type === 'tuple' ? { min: d.items!.length, max: d.items!.length } : lengthLimits(schema);
      const component =
        def(element).type === 'enum'
          ? listItem(
              `${category}.${kebab(fieldPath.join('-'))}-item`,
              { type: 'enumeration', enum: Object.values(def(element).entries!), required: true },
              'One choice of a list',
            )
          : listItem(LIST_ITEM, { type: 'text', required: true }, 'One entry of a list of texts');
      return { type: 'component', repeatable: true, component, required: true, ...limits };
    }
    default:
      throw new Error(`No Strapi field for ${fieldPath.join('.')} (zod ${d.type})`);
  }
}
