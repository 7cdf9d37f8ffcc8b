// What the public (no token) may do through REST: read the site's content, nothing else. The
// public role's permissions are set to exactly that on every start, and sign-up is closed.
import type { Core } from '@strapi/strapi';
import { contentTypes } from '../content/registry';

export const publicActions = () =>
  contentTypes.flatMap((type) =>
    (type.kind === 'collection' ? ['find', 'findOne'] : ['find']).map(
      (action) => `api::${type.name}.${type.name}.${action}`,
    ),
  );

export const restrictPublicAccess = async (strapi: Core.Strapi) => {
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const role = await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'public' }, populate: ['permissions'] });
  if (!role) throw new Error('users-permissions public role not found');
  const wanted = new Set(publicActions());
  const existing = role.permissions as { id: number; action: string }[];
  const unwanted = existing.filter((permission) => !wanted.has(permission.action));
  if (unwanted.length > 0)
    await permissions.deleteMany({ where: { id: { $in: unwanted.map((p) => p.id) } } });
  const present = new Set(existing.map((permission) => permission.action));
  for (const action of wanted) {
    if (!present.has(action)) await permissions.create({ data: { action, role: role.id } });
  }

  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false)
    await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
};
