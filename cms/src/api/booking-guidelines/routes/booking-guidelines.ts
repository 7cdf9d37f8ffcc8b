import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::booking-guidelines.booking-guidelines');
