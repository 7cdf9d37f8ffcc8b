// The applicants module's public face (docs/api.md, "Module faces"): the only file other modules import.
// The wiring assembles the module; privacy asks what is held about a person and erases it, and the
// retention job removes old applications; the dashboard counts this week's.
export { applicantsModule } from './module';
export { applicantsPersonalData, applicationsSince } from './repository';
export { expireTalentPool, talentPool, type TalentPool } from './talent-pool';
