// The health module assembled: liveness, readiness (the database answers and no shutdown is under way)
// and the API's version.
import type { Database } from '../../db/client';
import { healthRoutes, type Lifecycle } from './routes';

export function healthModule(deps: { database: Pick<Database, 'ping'>; lifecycle: Lifecycle }) {
  return { routes: healthRoutes(deps.database, deps.lifecycle) };
}
