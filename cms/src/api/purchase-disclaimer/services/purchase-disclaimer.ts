import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::purchase-disclaimer.purchase-disclaimer');
