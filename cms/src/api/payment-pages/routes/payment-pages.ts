import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::payment-pages.payment-pages');
