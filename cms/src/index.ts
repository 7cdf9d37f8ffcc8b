import type { Core } from '@strapi/strapi';
import { ensureEditorRole } from './setup/editor-role';
import { ensureLocales } from './setup/locales';
import { preparePublicDir, removeUpdaterCache } from './setup/public-dir';
import { restrictPublicAccess } from './setup/public-access';
import { ensureRebuildWebhook } from './setup/rebuild-webhook';
import { importSeeds } from './setup/seeds';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    preparePublicDir(strapi);
    removeUpdaterCache(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    // Before the webhook exists on a first start, so importing the seeds does not trigger ~100 rebuilds.
    await importSeeds(strapi);
    await restrictPublicAccess(strapi);
    await ensureEditorRole(strapi);
    await ensureRebuildWebhook(strapi);
  },
};
