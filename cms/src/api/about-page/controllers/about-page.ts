import { contentController } from '../../../content/factories';

export default contentController('api::about-page.about-page');
