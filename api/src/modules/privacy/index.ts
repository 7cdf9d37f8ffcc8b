// The privacy module's public face (docs/api.md, "Module faces"): the wiring assembles it.
export { privacyModule } from './module';
