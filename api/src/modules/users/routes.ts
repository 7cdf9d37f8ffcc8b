import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordParamsSchema,
  resetPasswordSchema,
  secondFactorCodeSchema,
  t,
} from '@crestline/contracts';
import { route } from '../../http/routes';
import type { UsersService } from './service';

export function usersRoutes(users: UsersService) {
  return [
    route({
      method: 'post',
      path: '/users/register',
      access: 'public',
      limit: 'auth',
      validate: { body: registerSchema },
      status: 201,
      handle: ({ body, locale }) => users.register(body, locale),
    }),
    route({
      method: 'post',
      path: '/users/login',
      access: 'public',
      limit: 'auth',
      validate: { body: loginSchema },
      handle: ({ body, req, res }) =>
        users.login(body, {
          address: req.ip ?? '',
          cookies: req.headers.cookie,
          rememberDevice: ({ name, value, maxAgeMs }) =>
            res.cookie(name, value, {
              httpOnly: true,
              sameSite: 'lax',
              secure: req.secure,
              maxAge: maxAgeMs,
              path: '/api/v1/users',
            }),
        }),
    }),
    route({
      method: 'post',
      path: '/users/logout',
      access: 'user',
      handle: async ({ user, locale }) => {
        await users.logout(user.sessionId);
        return { message: t(locale, 'auth.loggedOut') };
      },
    }),
    route({
      method: 'post',
      path: '/users/logout-everywhere',
      access: 'user',
      handle: async ({ user, locale }) => {
        await users.logoutEverywhere(user.id);
        return { message: t(locale, 'auth.loggedOutEverywhere') };
      },
    }),
    route({ method: 'get', path: '/users/me', access: 'user', handle: ({ user }) => users.me(user) }),
    route({
      method: 'patch',
      path: '/users/password',
      access: 'user',
      limit: 'auth',
      validate: { body: changePasswordSchema },
      handle: ({ user, body, locale }) => users.changePassword(user.id, body, locale),
    }),
    route({
      method: 'get',
      path: '/users/second-factor',
      access: 'user',
      handle: ({ user }) => users.secondFactorStatus(user.id),
    }),
    route({
      method: 'post',
      path: '/users/second-factor/setup',
      access: 'user',
      limit: 'auth',
      handle: ({ user }) => users.setupSecondFactor(user.id),
    }),
    route({
      method: 'post',
      path: '/users/second-factor/enable',
      access: 'user',
      limit: 'auth',
      validate: { body: secondFactorCodeSchema },
      handle: ({ actor, body }) => users.enableSecondFactor(actor, body.code),
    }),
    route({
      method: 'post',
      path: '/users/forgot-password',
      access: 'public',
      limit: 'auth',
      validate: { body: forgotPasswordSchema },
      handle: async ({ body, locale }) => {
        await users.forgotPassword(body, locale);
        return { message: t(locale, 'auth.forgotPasswordSent') };
      },
    }),
    route({
      method: 'get',
      path: '/users/reset-password/:token',
      access: 'public',
      limit: 'auth',
      validate: { params: resetPasswordParamsSchema },
      handle: ({ params }) => users.resetEmail(params.token),
    }),
    route({
      method: 'patch',
      path: '/users/reset-password/:token',
      access: 'public',
      limit: 'auth',
      validate: { params: resetPasswordParamsSchema, body: resetPasswordSchema },
      handle: async ({ params, body, locale }) => {
        await users.resetPassword(params.token, body, locale);
        return { message: t(locale, 'resetPassword.success') };
      },
    }),
  ];
}
