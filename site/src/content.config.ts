// Content collections: every single type of the content model (one entry per locale, id "en"/"tr") and
// the roles and plans collections (id "<locale>/<slug|key>"), loaded from the CMS or content-seeds/. The
// default locale (en) loads first: the other locale takes the fields both share from it.
import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import { localeSchema } from '@crestline/contracts/common';
import { LOCALES } from '@crestline/contracts/enums';
import {
  contentSchemas,
  planSchema,
  roleSchema,
  sharedFields,
  singleTypes,
  type SingleTypeName,
} from '@crestline/contracts/content';
import { readContent, sourceOptionsFromEnv, withSharedFields } from './lib/content-source';

function singleTypeLoader(type: SingleTypeName): Loader {
  return {
    name: `crestline:${type}`,
    load: async ({ store, config, parseData, generateDigest, logger }) => {
      const options = sourceOptionsFromEnv(config.root);
      store.clear();
      let defaultEntry: Record<string, unknown> | undefined;
      for (const locale of LOCALES) {
        const raw = withSharedFields(
          (await readContent(type, locale, options)) as Record<string, unknown>,
          defaultEntry,
          sharedFields[type],
        );
        defaultEntry ??= raw;
        const data = await parseData({ id: locale, data: raw });
        store.set({ id: locale, data, digest: generateDigest(data) });
      }
      logger.debug(`${type}: ${options.cmsUrl ? 'CMS' : 'content-seeds'}`);
    },
  };
}

function listLoader(type: 'roles' | 'plans', idKey: 'slug' | 'key'): Loader {
  return {
    name: `crestline:${type}`,
    load: async ({ store, config, parseData, generateDigest }) => {
      const options = sourceOptionsFromEnv(config.root);
      store.clear();
      let defaults: Map<unknown, Record<string, unknown>> | undefined;
      for (const locale of LOCALES) {
        const raw = ((await readContent(type, locale, options)) as Record<string, unknown>[]).map((item) =>
          withSharedFields(item, defaults?.get(item[idKey]), sharedFields[type]),
        );
        defaults ??= new Map(raw.map((item) => [item[idKey], item]));
        // The file-level rules (every slug once, the right count) run before the entries are stored.
        const result = contentSchemas[type].safeParse(raw);
        if (!result.success) {
          throw new Error(
            `Content "${type}" (${locale}) does not match the contracts schema:\n` +
              result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n'),
          );
        }
        for (const item of raw) {
          const id = `${locale}/${String(item[idKey])}`;
          const data = await parseData({ id, data: { ...item, locale } });
          store.set({ id, data, digest: generateDigest(data) });
        }
      }
    },
  };
}

const singles = Object.fromEntries(
  singleTypes.map((type) => [
    type,
    defineCollection({ loader: singleTypeLoader(type), schema: contentSchemas[type] }),
  ]),
) as { [K in SingleTypeName]: ReturnType<typeof defineCollection> };

export const collections = {
  ...singles,
  roles: defineCollection({
    loader: listLoader('roles', 'slug'),
    schema: roleSchema.extend({ locale: localeSchema }),
  }),
  plans: defineCollection({
    loader: listLoader('plans', 'key'),
    schema: planSchema.extend({ locale: localeSchema }),
  }),
};
