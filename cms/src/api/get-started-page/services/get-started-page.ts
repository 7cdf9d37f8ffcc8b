import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::get-started-page.get-started-page');
