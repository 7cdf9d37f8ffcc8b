// Who may call a route. Every route names its level (docs/api.md):
//   public    anyone; the caller is known when a valid token is sent
//   user      a signed-in account (401 without a valid token)
//   admin     a signed-in account holding one of the route's admin roles in the database (401, then 403
//             FORBIDDEN for a customer, 403 ROLE_FORBIDDEN for an admin of other roles), and which has a
//             second factor unless ADMIN_MFA=optional (403 SECOND_FACTOR_REQUIRED). A route names its
//             roles beside its access (`roles`); owner is always admitted, and a route naming none is
//             owner-only (deny by default). The table is docs/authorization.md.
//   internal  another of our services, holding the shared secret (the CMS's publish webhook)
import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { hasRole, sortRoles, type AdminRole } from '@crestline/contracts';
import type { Auth, SignedInUser } from './auth';
import { HttpError, forbidden, unauthorized } from './errors';

export const ACCESS_LEVELS = ['public', 'user', 'admin', 'internal'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** The header internal callers send the shared secret in (named after its first caller, the CMS webhook). */
export const INTERNAL_SECRET_HEADER = 'x-rebuild-secret';

/**
 * Answers the caller a level lets in (undefined for anonymous and internal callers), or throws 401/403.
 * `roles`: the admin roles an admin route admits (admittedRoles).
 */
export type Admit = (
  access: Access,
  req: Request,
  roles?: readonly AdminRole[],
) => Promise<SignedInUser | undefined>;

/** The roles an admin route admits: owner, and those it names (none named: owner only). */
export const admittedRoles = (declared: readonly AdminRole[] | undefined): AdminRole[] =>
  sortRoles(['owner', ...(declared ?? [])]);

/** An admin whose roles do not include the route's (the site shows "not for your role"). */
export const roleForbidden = () => new HttpError(403, 'ROLE_FORBIDDEN', 'roles.forbidden');

/** An admin without a second factor under ADMIN_MFA=required: no admin data until enrolled (403). */
export const secondFactorRequired = () =>
  new HttpError(403, 'SECOND_FACTOR_REQUIRED', 'auth.secondFactorRequired');

export function createAdmit(
  auth: Auth,
  internalSecret: string,
  options: { adminMfa: 'required' | 'optional' } = { adminMfa: 'required' },
): Admit {
  const expected = Buffer.from(internalSecret);
  return async (access, req, roles) => {
    const header = req.get('authorization');
    switch (access) {
      case 'public':
        return auth.optionalUserFrom(header);
      case 'user':
        return auth.userFrom(header);
      case 'admin': {
        const user = await auth.userFrom(header);
        if (!user.isAdmin) throw forbidden('auth.forbidden');
        if (options.adminMfa === 'required' && !user.secondFactor) throw secondFactorRequired();
        if (!hasRole(user.roles, ...admittedRoles(roles))) throw roleForbidden();
        return user;
      }
      case 'internal': {
        const given = Buffer.from(req.get(INTERNAL_SECRET_HEADER) ?? '');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          throw unauthorized('api.internalSecretInvalid');
        }
        return undefined;
      }
    }
  };
}

/**
 * A record that belongs to an account: its owner, and admins of the roles given (default: finance, whose
 * records these are — payments, subscriptions, invoices), see it; to anyone else it does not exist (404).
 */
export const canSee = (
  user: SignedInUser,
  ownerId: string | null,
  roles: readonly AdminRole[] = ['finance'],
) => hasRole(user.roles, ...roles) || ownerId === user.id;
