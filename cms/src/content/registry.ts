// The site's content types: the folder of their seed files in content-seeds/, their Strapi names,
// and for collections the field that identifies an entry across locales and imports.
export interface ContentTypeEntry {
  /** Folder in content-seeds/ (en.json, tr.json). */
  seed: string;
  /** Strapi singular name; REST path /api/<plural> (collections) or /api/<name> (single types). */
  name: string;
  plural: string;
  kind: 'collection' | 'single';
  keyField?: string;
}

const singleTypes = [
  'global',
  'home-page',
  'team-page',
  'about-page',
  'services-page',
  'services-marketing-page',
  'role-page-template',
  'pricing-page',
  'get-started-page',
  'booking-guidelines',
  'franchising-page',
  'team-builder-page',
  'message-us-page',
  'blogs-page',
  'purchase-disclaimer',
  'payment-pages',
  'privacy-policy',
];

export const contentTypes: ContentTypeEntry[] = [
  { seed: 'roles', name: 'role', plural: 'roles', kind: 'collection', keyField: 'slug' },
  { seed: 'plans', name: 'plan', plural: 'plans', kind: 'collection', keyField: 'key' },
  ...singleTypes.map((name) => ({
    seed: name,
    name,
    plural: name.endsWith('s') ? `${name}-list` : `${name}s`,
    kind: 'single' as const,
  })),
];

export const uidOf = (type: ContentTypeEntry) => `api::${type.name}.${type.name}` as const;
