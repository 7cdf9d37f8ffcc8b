import { contentController } from '../../../content/factories';

export default contentController('api::services-page.services-page');
