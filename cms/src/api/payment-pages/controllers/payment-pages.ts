import { contentController } from '../../../content/factories';

export default contentController('api::payment-pages.payment-pages');
