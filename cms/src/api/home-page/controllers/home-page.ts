import { contentController } from '../../../content/factories';

export default contentController('api::home-page.home-page');
