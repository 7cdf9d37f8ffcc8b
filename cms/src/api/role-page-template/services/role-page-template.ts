import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::role-page-template.role-page-template');
