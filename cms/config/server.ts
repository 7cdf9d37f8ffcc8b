import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { cmsDataDir } from '../src/runtime/paths';
import { loadSecrets } from '../src/runtime/secrets';

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => {
  // Media uploads are local state, so they live under DATA_DIR (served at /uploads). Created here
  // because the upload plugin checks the folder before the app's register() runs.
  const publicDir = path.join(cmsDataDir(), 'public');
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  return {
    host: env('CMS_HOST', '127.0.0.1'),
    port: env.int('CMS_PORT', 1337),
    // Public URL when the CMS sits behind a proxy; empty means http://CMS_HOST:CMS_PORT.
    url: env('CMS_PUBLIC_URL', ''),
    proxy: env.bool('CMS_BEHIND_PROXY', false),
    app: { keys: env.array('APP_KEYS', loadSecrets().APP_KEYS.split(',')) },
    dirs: { public: publicDir },
    // No "new Strapi version" check: versions are pinned in package.json and machines may be offline.
    logger: { updates: { enabled: false } },
  };
};
