import type { Core } from '@strapi/strapi';
import { applyEditorForms } from './setup/editor-forms';
import { ensureEditorRole } from './setup/editor-role';
import { keepListsBeforeSync, restoreLists } from './setup/list-migration';
import { ensureLocales } from './setup/locales';
import { ensurePageNames } from './setup/page-names';
import { preparePublicDir, removeUpdaterCache } from './setup/public-dir';
import { restrictPublicAccess } from './setup/public-access';
import { keepRequiredGroups } from './setup/required-groups';
import { ensureReadToken } from './setup/read-token';
import { ensureRebuildWebhook } from './setup/rebuild-webhook';
import { importSeeds } from './setup/seeds';
import { shareFieldsAcrossLocales } from './setup/shared-fields';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    preparePublicDir(strapi);
    removeUpdaterCache(strapi);
    keepListsBeforeSync(strapi);
    // Registered here, before the i18n plugin's own middleware, so it runs around it.
    shareFieldsAcrossLocales(strapi);
    keepRequiredGroups(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await restoreLists(strapi);
    await ensureLocales(strapi);
    // Before the webhook exists on a first start, so importing the seeds does not trigger ~100 rebuilds.
    await importSeeds(strapi);
    await ensurePageNames(strapi);
    await applyEditorForms(strapi);
    await restrictPublicAccess(strapi);
    await ensureReadToken(strapi);
    await ensureEditorRole(strapi);
    await ensureRebuildWebhook(strapi);
  },
};
