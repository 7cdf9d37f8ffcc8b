import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::pre-contract.pre-contract');
