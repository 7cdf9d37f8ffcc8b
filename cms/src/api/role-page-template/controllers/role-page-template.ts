import { contentController } from '../../../content/factories';

export default contentController('api::role-page-template.role-page-template');
