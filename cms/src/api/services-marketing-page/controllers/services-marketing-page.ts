import { contentController } from '../../../content/factories';

export default contentController('api::services-marketing-page.services-marketing-page');
