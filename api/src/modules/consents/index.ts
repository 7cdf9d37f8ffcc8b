export { consentsModule } from './module';
export { consentRecords, giveConsent, withdrawalHeaders, withdrawalUrl, wordingVersion } from './consents';
