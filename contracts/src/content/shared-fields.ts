// Which fields of the content model are one value for both locales (docs/architecture.md, "Content"):
// keys, prices, order, media, links and addresses read the same in every language, so the CMS keeps them
// as Strapi non-localized fields (edited once) and the site takes them from the default locale's entry.
import type { z } from 'zod';
import {
  captionsPathSchema,
  documentPathSchema,
  hrefSchema,
  mediaPathSchema,
  videoPathSchema,
} from './blocks';

type Def = {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  format?: string;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Whether a value of this schema reads the same in every language (nothing a translator would change). */
export function isLocaleNeutral(schema: z.ZodType): boolean {
  const paths: z.ZodType[] = [
    mediaPathSchema,
    documentPathSchema,
    videoPathSchema,
    captionsPathSchema,
    hrefSchema,
  ];
  if (paths.includes(schema)) return true;
  const d = defOf(schema);
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
}

/** Texts that are nevertheless one value for both locales: the brand and the phone numbers. */
const sharedTexts: Record<string, readonly string[]> = { global: ['brandName', 'phones'] };

/** The top-level fields of one entry (a page, a role, a plan) that both locales share. */
export function sharedFieldsOf(type: string, entry: z.ZodType): string[] {
  const shape = defOf(entry).shape ?? {};
  return Object.entries(shape)
    .filter(([key, field]) => isLocaleNeutral(field) || (sharedTexts[type] ?? []).includes(key))
    .map(([key]) => key);
}
