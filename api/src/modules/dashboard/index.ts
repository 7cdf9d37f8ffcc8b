// The dashboard module's public face (docs/api.md, "Module faces"): the wiring assembles it.
export { dashboardModule } from './module';
