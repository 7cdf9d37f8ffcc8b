import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::pre-contract.pre-contract');
