// The messages module's public face (docs/api.md, "Module faces"): the only file other modules import.
// The wiring assembles the module; privacy exports and erases a sender's messages, and the retention job
// removes old ones; the dashboard counts the unread.
export { messagesModule } from './module';
export { messageRecords } from './repository';
