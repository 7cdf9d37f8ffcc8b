import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::team-builder-page.team-builder-page');
