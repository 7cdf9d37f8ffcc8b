import { contentController } from '../../../content/factories';

export default contentController('api::pre-contract.pre-contract');
