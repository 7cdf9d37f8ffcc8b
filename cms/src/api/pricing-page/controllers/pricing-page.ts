import { contentController } from '../../../content/factories';

export default contentController('api::pricing-page.pricing-page');
