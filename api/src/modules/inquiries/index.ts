// The inquiries module's public face (docs/api.md, "Module faces"): the only file other modules import.
// The wiring assembles the module; privacy exports and erases a sender's inquiries, and the retention
// job removes old ones; the dashboard counts the unread.
export { inquiriesModule } from './module';
export { inquiryRecords } from './repository';
