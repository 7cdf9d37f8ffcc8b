import { contentController } from '../../../content/factories';

export default contentController('api::blogs-page.blogs-page');
