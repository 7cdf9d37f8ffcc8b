// The applicants module's public face (docs/api.md, "Module faces"): the only file other modules import.
// Privacy asks what is held about a person and erases it.
export { applicantsPersonalData } from './personal-data';
export { addResumeText, resumeTextBackfill, resumeTextJob } from './resume-text';
