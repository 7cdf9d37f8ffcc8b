import { contentController } from '../../../content/factories';

export default contentController('api::franchising-page.franchising-page');
