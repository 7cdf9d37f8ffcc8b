import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::blogs-page.blogs-page');
