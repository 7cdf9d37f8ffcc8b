// What Strapi adds to its REST answers that is not content. The site's content loader and the API's plan
// catalogue both read the CMS through this, so they see the same plain values as content-seeds/ holds.
// Zod-free: plain data only.

/** Keys Strapi adds to every entry and component that are not content. */
export const STRAPI_META_KEYS: ReadonlySet<string> = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'locale',
  'localizations',
  '__component',
]);

/**
 * A Strapi answer without its meta keys and its empty (null) fields, at every depth. `replace` may answer
 * what an object stands for instead (the site turns media objects into paths); undefined walks into it.
 */
export function withoutStrapiMeta(
  value: unknown,
  replace?: (record: Record<string, unknown>) => unknown,
): unknown {
  if (Array.isArray(value)) return value.map((inner) => withoutStrapiMeta(inner, replace));
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const replaced = replace?.(record);
  if (replaced !== undefined) return replaced;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(record)) {
    if (!STRAPI_META_KEYS.has(key) && inner !== null) out[key] = withoutStrapiMeta(inner, replace);
  }
  return out;
}
