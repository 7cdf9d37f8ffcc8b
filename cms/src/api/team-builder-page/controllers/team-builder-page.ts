import { contentController } from '../../../content/factories';

export default contentController('api::team-builder-page.team-builder-page');
