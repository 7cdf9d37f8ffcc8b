import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::services-marketing-page.services-marketing-page');
