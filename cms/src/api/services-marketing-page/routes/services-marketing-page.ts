import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::services-marketing-page.services-marketing-page');
