// Fields both locales share (prices, keys, order, media: Strapi's non-localized fields) are one value,
// edited once. Strapi 5.54's i18n plugin copies them to the other locales' drafts when one locale is saved,
// but it stamps those drafts as just edited (so an untouched Turkish entry shows "Modified"), and on
// publish it compares with an arbitrary version of the document, so the other locales' published
// versions usually keep the old value. This document middleware, around the i18n plugin's, puts the other
// locales' timestamps back after such a copy and, on publish, copies the shared fields to their published
// versions too. The site reads shared fields from the default locale anyway (docs/architecture.md).
import type { Core } from '@strapi/strapi';

/** One version's row as stored (raw, so its timestamp is written back exactly as it was). */
interface Version {
  id: number;
  locale: string;
  published_at: unknown;
  updated_at: unknown;
}
type Context = {
  action: string;
  contentType: { uid: string; attributes: Record<string, unknown>; pluginOptions?: unknown };
  params: { documentId?: string; locale?: string };
};

const SYNCED = ['update', 'publish', 'discardDraft'];

const tableOf = (strapi: Core.Strapi, uid: string) =>
  (strapi.db.metadata.get(uid as never) as unknown as { tableName: string }).tableName;

// Raw queries join the transaction the action runs in (the seed import runs in one; SQLite has a single
// connection, so a query beside it would wait forever).
const versionsOf = (strapi: Core.Strapi, uid: string, documentId: string): Promise<Version[]> =>
  strapi.db.transaction(({ trx }) =>
    trx(tableOf(strapi, uid))
      .select('id', 'locale', 'published_at', 'updated_at')
      .where({ document_id: documentId }),
  );

/** Puts back the timestamps of versions in other locales, which a copy of shared fields changed. */
const keepTimestamps = (strapi: Core.Strapi, uid: string, before: Version[], locale: string) =>
  strapi.db.transaction(async ({ trx }) => {
    for (const version of before.filter((v) => v.locale !== locale)) {
      await trx(tableOf(strapi, uid)).where({ id: version.id }).update({ updated_at: version.updated_at });
    }
  });

export const shareFieldsAcrossLocales = (strapi: Core.Strapi) => {
  strapi.documents.use(async (context, next) => {
    const { action, contentType, params } = context as unknown as Context;
    const i18n = strapi.plugin('i18n');
    const localized = i18n.service('content-types').isLocalizedContentType(contentType);
    if (
      !SYNCED.includes(action) ||
      !params.documentId ||
      !localized ||
      !contentType.uid.startsWith('api::')
    ) {
      return next();
    }
    const locale = params.locale ?? (await i18n.service('locales').getDefaultLocale());
    const before = await versionsOf(strapi, contentType.uid, params.documentId);
    const result = await next();
    if (action === 'publish') {
      const published = (await versionsOf(strapi, contentType.uid, params.documentId)).find(
        (v) => v.locale === locale && v.published_at,
      );
      if (published) {
        const populate = i18n
          .service('content-types')
          .getNestedPopulateOfNonLocalizedAttributes(contentType.uid);
        const entry = await strapi.db
          .query(contentType.uid as never)
          .findOne({ where: { id: published.id }, populate });
        await i18n.service('localizations').syncNonLocalizedAttributes(entry, contentType);
      }
    }
    await keepTimestamps(strapi, contentType.uid, before, locale);
    return result;
  });
};
