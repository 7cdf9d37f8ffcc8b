import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::pricing-page.pricing-page');
