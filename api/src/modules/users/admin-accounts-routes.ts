import {
  acceptInvitationSchema,
  adminIdParamsSchema,
  adminInviteSchema,
  adminRolesBodySchema,
  invitationTokenParamsSchema,
  t,
} from '@crestline/contracts';
import { route } from '../../http/routes';
import type { AdminAccountsService } from './admin-accounts';

export function adminAccountsRoutes(admins: AdminAccountsService) {
  return [
    route({ method: 'get', path: '/admins', access: 'admin', handle: () => admins.list() }),
    route({
      method: 'post',
      path: '/admins/invitations',
      access: 'admin',
      validate: { body: adminInviteSchema },
      status: 201,
      handle: async ({ actor, body, locale }) => {
        await admins.invite(actor, body.email, body.roles, locale);
        return { message: t(locale, 'admins.invited', { email: body.email }) };
      },
    }),
    route({
      method: 'get',
      path: '/admins/invitations/:token',
      access: 'public',
      limit: 'auth',
      validate: { params: invitationTokenParamsSchema },
      handle: ({ params }) => admins.invitation(params.token),
    }),
    route({
      method: 'post',
      path: '/admins/invitations/:token',
      access: 'public',
      limit: 'auth',
      validate: { params: invitationTokenParamsSchema, body: acceptInvitationSchema },
      handle: ({ params, body, req }) => admins.accept(params.token, body, req.ip ?? null),
    }),
    route({
      method: 'delete',
      path: '/admins/:id/second-factor',
      access: 'admin',
      validate: { params: adminIdParamsSchema },
      handle: async ({ actor, params }) => {
        await admins.resetSecondFactor(actor, params.id);
        return admins.list();
      },
    }),
    route({
      method: 'patch',
      path: '/admins/:id',
      access: 'admin',
      validate: { params: adminIdParamsSchema, body: adminRolesBodySchema },
      handle: async ({ actor, params, body }) => {
        await admins.setRoles(actor, params.id, body.roles);
        return admins.list();
      },
    }),
    route({
      method: 'delete',
      path: '/admins/:id',
      access: 'admin',
      validate: { params: adminIdParamsSchema },
      handle: async ({ actor, params }) => {
        await admins.revoke(actor, params.id);
        return admins.list();
      },
    }),
  ];
}
