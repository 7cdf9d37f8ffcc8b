import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::get-started-page.get-started-page');
