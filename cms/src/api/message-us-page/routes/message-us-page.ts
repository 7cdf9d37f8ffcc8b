import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::message-us-page.message-us-page');
