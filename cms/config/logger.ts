import type { Core } from '@strapi/strapi';

// CMS_LOG_LEVEL: error, warn, info or http (Strapi's default, one line per request).
export default ({ env }: Core.Config.Shared.ConfigParams) => ({ level: env('CMS_LOG_LEVEL', 'http') });
