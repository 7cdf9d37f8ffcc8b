import { contentController } from '../../../content/factories';

export default contentController('api::purchase-disclaimer.purchase-disclaimer');
