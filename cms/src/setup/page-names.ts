// Each single type names itself in the admin's lists (recent entries, history) by its read-only
// `pageName` ("Home page"), not by a document id. Filled in once; Strapi keeps it thereafter.
import type { Core, UID } from '@strapi/strapi';
import { contentTypes, uidOf } from '../content/registry';

export const ensurePageNames = async (strapi: Core.Strapi) => {
  for (const type of contentTypes.filter((t) => t.kind === 'single')) {
    const uid = uidOf(type) as UID.ContentType;
    await strapi.db.query(uid).updateMany({
      where: { pageName: { $null: true } },
      data: { pageName: strapi.contentType(uid).info.displayName },
    });
  }
};
