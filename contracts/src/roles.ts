// Admin roles (docs/authorization.md): the names and rules (roles-core.ts, without zod) and the schemas of
// the bodies that carry roles.
import { z } from 'zod';
import { localized, messageFor } from './common';
import { ADMIN_ROLES, sortRoles } from './roles-core';

export * from './roles-core';

/** A non-empty set of roles (an invitation's, a change of an admin's roles); repeats are dropped. */
export const adminRolesSchema = localized((locale) => {
  const m = messageFor(locale);
  return z
    .array(z.enum(ADMIN_ROLES, { error: m('roles.unknown') }), { error: m('roles.required') })
    .min(1, { error: m('roles.required') })
    .max(ADMIN_ROLES.length * 2, { error: m('roles.unknown') })
    .transform(sortRoles);
});

/** PATCH /admins/{id} body: the account's roles from now on. */
export const adminRolesBodySchema = localized((locale) => z.object({ roles: adminRolesSchema(locale) }));
export type AdminRolesBody = z.output<ReturnType<typeof adminRolesBodySchema>>;
