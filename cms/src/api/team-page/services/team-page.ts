import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::team-page.team-page');
