import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::booking-guidelines.booking-guidelines');
