import { contentController } from '../../../content/factories';

export default contentController('api::booking-guidelines.booking-guidelines');
