// The users module assembled: accounts (sign-up, sign-in, passwords, the second factor, sessions) and
// the admin accounts (the roster, invitations), all on the auth the wiring made (accountAuth, sessions.ts).
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Auth } from '../../http/auth';
import { adminAccountsRoutes } from './admin-accounts-routes';
import { adminAccountsService } from './admin-accounts';
import { knownDevices } from './devices';
import { passwordResetRequestWorker } from './password-reset-request';
import { usersRoutes } from './routes';
import { usersService } from './service';

export function usersModule(deps: {
  db: Db;
  auth: Auth;
  config: Pick<Config, 'publicUrl' | 'jwtSecret' | 'adminMfa' | 'mfaSecretKey'>;
}) {
  const { db, auth, config } = deps;
  const { publicUrl, adminMfa } = config;
  return {
    routes: [
      ...usersRoutes(
        usersService({
          db,
          auth,
          publicUrl,
          devices: knownDevices(config.jwtSecret),
          adminMfa,
          mfaSecretKey: config.mfaSecretKey,
        }),
      ),
      ...adminAccountsRoutes(adminAccountsService({ db, auth, publicUrl, adminMfa })),
    ],
    workers: [passwordResetRequestWorker({ db, publicUrl })],
  };
}
