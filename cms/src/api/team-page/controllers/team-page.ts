import { contentController } from '../../../content/factories';

export default contentController('api::team-page.team-page');
