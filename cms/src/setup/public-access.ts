// What the public (no token) may do through REST: nothing. Drafts and published content alike are read
// only with the read-only API token the site's build and preview use (read-token.ts). The public role's
// permissions are emptied on every start, and sign-up is closed.
import type { Core } from '@strapi/strapi';

export const restrictPublicAccess = async (strapi: Core.Strapi) => {
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const role = await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'public' }, populate: ['permissions'] });
  if (!role) throw new Error('users-permissions public role not found');
  const wanted = new Set<string>();
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
