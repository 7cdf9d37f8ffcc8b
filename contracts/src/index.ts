// @crestline/contracts: schemas, types, enums, en/tr messages and pure domain rules shared by site and api.
export * from './enums';
export * from './messages';
export * from './common';
export * from './jobs';
export * from './applicants';
export * from './inquiries';
export * from './messages-api';
export * from './users';
export * from './payments';
export * from './franchise';
export * from './pricing';
