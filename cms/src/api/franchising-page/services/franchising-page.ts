import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::franchising-page.franchising-page');
