import type { Core } from '@strapi/strapi';
import { loadSecrets } from '../src/runtime/secrets';
import { previewUrl, siteOrigin } from '../src/setup/preview';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => {
  const secrets = loadSecrets();
  return {
    auth: { secret: env('ADMIN_JWT_SECRET', secrets.ADMIN_JWT_SECRET) },
    apiToken: { salt: env('API_TOKEN_SALT', secrets.API_TOKEN_SALT) },
    transfer: { token: { salt: env('TRANSFER_TOKEN_SALT', secrets.TRANSFER_TOKEN_SALT) } },
    secrets: { encryptionKey: env('ENCRYPTION_KEY', secrets.ENCRYPTION_KEY) },
    // No surveys or upsell banners in the editors' panel.
    flags: { nps: false, promoteEE: false },
    // The Preview panel shows a draft as the site renders it (src/setup/preview.ts, docs/architecture.md).
    preview: {
      enabled: true,
      config: {
        allowedOrigins: [siteOrigin()],
        handler: (uid: string, params: { documentId?: string; locale?: string; status?: string }) =>
          previewUrl(strapi, uid, params),
      },
    },
    // CMS_SERVE_ADMIN=0 runs without the panel UI (no `strapi build` needed); the
    // admin REST API (/admin/login, /content-manager/...) works the same. Unset, Strapi decides (it
    // serves the panel, unless the code starting it said otherwise, as the tests and CLI scripts do).
    ...(env('CMS_SERVE_ADMIN')
      ? { serveAdminPanel: !['0', 'false', 'no'].includes(env('CMS_SERVE_ADMIN', '').toLowerCase()) }
      : {}),
  };
};
