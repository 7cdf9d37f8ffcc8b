import { contentController } from '../../../content/factories';

export default contentController('api::get-started-page.get-started-page');
