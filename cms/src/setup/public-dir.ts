import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { cmsDir } from '../runtime/paths';

/** The public folder lives under DATA_DIR (see config/server.ts): give it the CMS's robots.txt. */
export const preparePublicDir = (strapi: Core.Strapi) => {
  const robots = path.join(strapi.dirs.static.public, 'robots.txt');
  if (!fs.existsSync(robots)) fs.copyFileSync(path.join(cmsDir, 'public', 'robots.txt'), robots);
};

/** Strapi's update notifier writes cms/.strapi-updater.json even when disabled (config/server.ts). */
export const removeUpdaterCache = (strapi: Core.Strapi) => {
  fs.rmSync(path.join(strapi.dirs.app.root, '.strapi-updater.json'), { force: true });
};
