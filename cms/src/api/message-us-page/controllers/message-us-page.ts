import { contentController } from '../../../content/factories';

export default contentController('api::message-us-page.message-us-page');
