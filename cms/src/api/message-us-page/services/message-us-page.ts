import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::message-us-page.message-us-page');
