// The metrics module's face (docs/api.md, "Module faces"): the wiring (app.ts) builds it and hands its
// hooks to the modules whose work it measures (rebuild, payments); it imports no module itself.
export { metricsModule, type BuildReport, type Metrics, type WebhookReport } from './module';
