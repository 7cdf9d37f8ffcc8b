// The read-only API token the site's build and the preview read content with (CMS_TOKEN, or generated
// once into <DATA_DIR>/cms-read-token and shared with the API). It is kept in the CMS's API tokens on
// every start with exactly that key, so the token in the secrets and the one the CMS accepts never drift.
// It may read (find, findOne) the site's content types and nothing else: no users, no media library.
import type { Core } from '@strapi/strapi';
import { contentTypes } from '../content/registry';
import { readToken } from '../runtime/secrets';

const readActions = () =>
  contentTypes.flatMap((type) =>
    (type.kind === 'collection' ? ['find', 'findOne'] : ['find']).map(
      (action) => `api::${type.name}.${type.name}.${action}`,
    ),
  );

export const READ_TOKEN_NAME = 'Site build and preview (read-only)';

export const ensureReadToken = async (strapi: Core.Strapi) => {
  const tokens = strapi.service('admin::api-token');
  const encryption = strapi.service('admin::encryption');
  const key = readToken();
  const stored = { accessKey: tokens.hash(key), encryptedKey: encryption.encrypt(key) };
  const existing = await strapi.db.query('admin::api-token').findOne({ where: { name: READ_TOKEN_NAME } });
  // Recreated whenever it differs (types added since, another key): nothing else refers to it.
  const permissions = readActions().sort();
  const current = existing
    ? ((await tokens.getById(existing.id)) as { permissions?: string[] }).permissions?.slice().sort()
    : undefined;
  if (existing && existing.accessKey === stored.accessKey && current?.join() === permissions.join()) return;
  if (existing) await tokens.revoke(existing.id);
  const created = await tokens.create({
    name: READ_TOKEN_NAME,
    description:
      'The site build and the preview read content with it; its key is CMS_TOKEN in the stack’s secrets.',
    type: 'custom',
    kind: 'content-api',
    permissions,
    lifespan: null,
  });
  await strapi.db.query('admin::api-token').update({ where: { id: created.id }, data: stored });
};
