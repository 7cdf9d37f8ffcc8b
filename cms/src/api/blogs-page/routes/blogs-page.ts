import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::blogs-page.blogs-page');
