import { route } from '../../http/routes';
import type { SiteBuilder } from './site-builder';

export function rebuildRoutes(builder: SiteBuilder) {
  return [
    route({
      method: 'post',
      path: '/internal/rebuild',
      // The CMS's publish webhook, with the shared secret (http/access.ts).
      access: 'internal',
      status: 202,
      handle: () => {
        builder.request();
        return { status: 'scheduled' };
      },
    }),
  ];
}
