// The health module's public face (docs/api.md, "Module faces"): the wiring assembles it and sets
// `lifecycle.draining` when the process shuts down.
export { healthModule } from './module';
export type { Lifecycle } from './routes';
