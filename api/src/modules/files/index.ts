// The files module's public face (docs/api.md, "Module faces"): the wiring assembles it.
export { filesModule } from './module';
