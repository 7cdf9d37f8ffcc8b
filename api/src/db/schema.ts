// One schema for PGlite and PostgreSQL, by area in tables/ (drizzle-kit reads it from here). Records are
// `_id` in JSON and `id` here (docs/api.md).
export * from './tables/accounts';
export * from './tables/careers';
export * from './tables/inbox';
export * from './tables/payments';
export * from './tables/operations';
export * from './tables/personal-data';
export * from './tables/job-alerts';
