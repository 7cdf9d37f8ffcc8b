import type { Core } from '@strapi/strapi';
import { loadSecrets } from '../src/runtime/secrets';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET', loadSecrets().JWT_SECRET) } },
  upload: { config: { sizeLimit: 20 * 1024 * 1024 } },
});
