// @crestline/contracts: schemas, types, enums, en/tr messages and pure domain rules shared by site and api.
// The catalogues first, so that every schema below can name its messages.
export * from './locales';
export * from './enums';
export * from './translate';
export * from './common';
export * from './jobs';
export * from './applicants';
export * from './inquiries';
export * from './contact-messages';
export * from './roles';
export * from './users';
export * from './payments';
export * from './franchise';
export * from './pricing';
export * from './privacy';
export * from './system';
export * from './admin';
export * from './audit';
export * from './visit-source';
export * from './billing';
export * from './text-fold';
export * from './subject-requests';
export * from './consents';
export * from './privacy-notices';
export * from './leads';
export * from './job-alerts';
export * from './time-zones';
