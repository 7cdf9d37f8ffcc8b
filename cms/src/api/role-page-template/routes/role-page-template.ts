import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::role-page-template.role-page-template');
