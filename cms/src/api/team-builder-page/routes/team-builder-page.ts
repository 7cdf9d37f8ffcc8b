import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::team-builder-page.team-builder-page');
