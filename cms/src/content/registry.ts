// The site's content types as the CMS holds them. Which types exist comes from contracts/src/content.ts
// (singleTypes, collectionTypes) through content-types.json, written by scripts/generate-content-types.ts
// and kept current by its --check test: Strapi runs compiled CommonJS and cannot load the contracts.
import generated from './content-types.json';

export interface ContentTypeEntry {
  /** Folder in content-seeds/ (en.json, tr.json). */
  seed: string;
  /** Strapi singular name; REST path /api/<plural> (collections) or /api/<name> (single types). */
  name: string;
  plural: string;
  kind: 'collection' | 'single';
  /** For collections, the field that identifies an entry across locales and imports. */
  keyField?: string;
}

/** The CMS's name for one entry of each collection, and its identifying field. */
const collections: Record<string, { name: string; keyField: string }> = {
  roles: { name: 'role', keyField: 'slug' },
  plans: { name: 'plan', keyField: 'key' },
};

export function contentTypeEntries(types: {
  singleTypes: readonly string[];
  collectionTypes: readonly string[];
}): ContentTypeEntry[] {
  return [
    ...types.collectionTypes.map((seed) => {
      const collection = collections[seed];
      if (!collection)
        throw new Error(`Name the entries of collection ${seed} in cms/src/content/registry.ts`);
      return {
        seed,
        name: collection.name,
        plural: seed,
        kind: 'collection' as const,
        keyField: collection.keyField,
      };
    }),
    ...types.singleTypes.map((name) => ({
      seed: name,
      name,
      plural: name.endsWith('s') ? `${name}-list` : `${name}s`,
      kind: 'single' as const,
    })),
  ];
}

export const contentTypes = contentTypeEntries(generated);

export const uidOf = (type: ContentTypeEntry) => `api::${type.name}.${type.name}` as const;
