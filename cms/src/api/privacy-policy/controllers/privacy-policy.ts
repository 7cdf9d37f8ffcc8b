import { contentController } from '../../../content/factories';

export default contentController('api::privacy-policy.privacy-policy');
