import { contentController } from '../../../content/factories';

export default contentController('api::role.role');
