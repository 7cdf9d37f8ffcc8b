// The consents module assembled: the one-click withdrawal link (GET, and the POST of mail clients'
// one-click unsubscribe) and the admins' view of an address's consents.
import {
  consentWithdrawQuerySchema,
  consentsResponseSchema,
  privacySubjectSchema,
} from '@crestline/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { route } from '../../http/routes';
import { sitePath } from '../../lib/site-paths';
import { consentRecords, withdrawConsent } from './consents';

export function consentsModule(deps: { db: Db; config: Pick<Config, 'publicUrl'> }) {
  const { db, config } = deps;
  const withdraw = async (token: string | undefined) => {
    const done = token ? await withdrawConsent(db, token) : undefined;
    return `${config.publicUrl}${sitePath(done?.locale ?? 'en', '/privacy-request/')}?withdrawn=${done ? '1' : '0'}`;
  };
  return {
    routes: [
      route({
        method: 'get',
        path: '/consents/withdraw',
        access: 'public',
        validate: { query: consentWithdrawQuerySchema },
        handle: async ({ query, res }) => {
          res.redirect(303, await withdraw(query.token));
        },
      }),
      route({
        method: 'post',
        path: '/consents/withdraw',
        access: 'public',
        validate: { query: consentWithdrawQuerySchema },
        // A link that names no consent answers the error envelope (404), in the request's language.
        handle: async ({ query }) => {
          if (!(await withdraw(query.token)).endsWith('=1')) throw notFound('privacyRequest.withdrawFailed');
          return { withdrawn: true };
        },
      }),
      route({
        method: 'get',
        path: '/consents',
        access: 'admin',
        validate: { query: privacySubjectSchema },
        handle: async ({ query }) =>
          consentsResponseSchema.parse({ consents: await consentRecords(db).heldBy(query.email) }),
      }),
    ],
  };
}
