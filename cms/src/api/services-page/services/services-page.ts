import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::services-page.services-page');
