import { privacyRequestsQuerySchema, privacySubjectSchema } from '@crestline/contracts';
import { route } from '../../http/routes';
import type { PrivacyService } from './service';

export function privacyRoutes(privacy: PrivacyService) {
  return [
    route({
      method: 'get',
      path: '/privacy/export',
      access: 'admin',
      validate: { query: privacySubjectSchema },
      handle: async ({ query, actor, res }) => {
        const { bytes } = await privacy.exportArchive(query.email, actor);
        res.set({
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="personal-data.zip"',
        });
        res.send(bytes);
      },
    }),
    route({
      method: 'post',
      path: '/privacy/erase',
      access: 'admin',
      validate: { body: privacySubjectSchema },
      handle: async ({ body, actor }) => ({
        erased: await privacy.erase(body.email, actor),
      }),
    }),
    route({
      method: 'get',
      path: '/privacy/held',
      access: 'admin',
      validate: { query: privacySubjectSchema },
      handle: ({ query }) => privacy.held(query.email),
    }),
    route({
      method: 'get',
      path: '/privacy/requests',
      access: 'admin',
      validate: { query: privacyRequestsQuerySchema },
      handle: async ({ query }) => ({ requests: await privacy.requests(query.email) }),
    }),
  ];
}
