// The rebuild module's public face (docs/api.md, "Module faces"): the wiring assembles it with the
// jobs module's list and change event.
export { rebuildModule, type JobsForTheSite } from './module';
export type { BuildOutcome, SiteBuilder } from './site-builder';
