// The people's own requests: the public form's POST (rate-limited), the mailed link's GET, the admins'
// list and answer, and the archive link mailed with the answer (subject-requests.ts).
import {
  idParamsSchema,
  subjectRequestCompleteSchema,
  subjectRequestSchema,
  subjectRequestVerifyQuerySchema,
  t,
} from '@crestline/contracts';
import { signedLinkQuerySchema } from '@crestline/contracts/signed-links';
import { forbidden } from '../../http/errors';
import { route } from '../../http/routes';
import type { SubjectRequestService } from './subject-requests';

export function subjectRequestRoutes(requests: SubjectRequestService) {
  return [
    route({
      method: 'post',
      path: '/privacy/requests',
      access: 'public',
      limit: 'publicPost',
      status: 202,
      validate: { body: subjectRequestSchema },
      handle: async ({ body, locale }) => {
        await requests.request(body, locale);
        return { success: t(locale, 'privacyRequest.sent') };
      },
    }),
    route({
      method: 'get',
      path: '/privacy/requests/:id/verify',
      access: 'public',
      validate: { params: idParamsSchema, query: subjectRequestVerifyQuerySchema },
      handle: async ({ params, query, res }) => {
        res.redirect(303, await requests.verify(params.id, query.token));
      },
    }),
    route({
      method: 'get',
      path: '/privacy/subject-requests',
      access: 'admin',
      handle: async () => ({ requests: await requests.list() }),
    }),
    route({
      method: 'post',
      path: '/privacy/subject-requests/:id/complete',
      access: 'admin',
      validate: { params: idParamsSchema, body: subjectRequestCompleteSchema },
      handle: async ({ params, body, actor }) => ({
        request: await requests.complete(params.id, body.note, actor),
      }),
    }),
    route({
      method: 'get',
      path: '/privacy/subject-requests/:id/archive',
      access: 'public',
      validate: { params: idParamsSchema, query: signedLinkQuerySchema },
      handle: async ({ params, query, res }) => {
        const bytes = await requests.archive(params.id, query.exp, query.sig);
        if (!bytes) throw forbidden('privacyRequest.linkInvalid');
        res.set({
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="personal-data.zip"',
          'Cache-Control': 'no-store',
        });
        res.send(bytes);
      },
    }),
  ];
}
