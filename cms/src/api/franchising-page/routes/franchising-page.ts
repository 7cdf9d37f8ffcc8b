import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::franchising-page.franchising-page');
