// Public form POSTs the front door may send twice (a route's `retrySafe`, routes.ts). nginx resends a POST
// to another replica only when it is told it may (`proxy_next_upstream … non_idempotent`, deploy/nginx.conf):
// a replica that stops while a request waits in its accept queue resets the connection after nginx has
// sent the form, and without a retry the visitor gets a 502. A retry is the same request with the same
// X-Request-Id (nginx's $request_id), so the first attempt claims the request's key before its handler
// runs and keeps the answer: a retry of a finished request gets that answer again (no second application,
// no second mail), a retry of one still running gets 409, and a retry of one that never ran (or failed
// with a server error, which released its key) runs. The key is a hash of the route, the client's
// address and the id, so the table holds no address; answers are kept ten minutes (nginx retries within
// seconds) and then deleted. The table is read and written in replays-repository.ts.
import { createHash } from 'node:crypto';
import type { Request } from 'express';

/** nginx's $request_id (32 hex digits) or a UUID: anything else is not taken as a request's identity. */
const REQUEST_ID = /^(?:[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The request's replay key on the route `pattern`, or undefined when it carries no usable request id. */
export function replayKey(req: Request, pattern: string): string | undefined {
  const id = req.get('x-request-id');
  if (!id || !REQUEST_ID.test(id)) return undefined;
  return createHash('sha256')
    .update(`${req.method} ${pattern}\n${req.ip ?? ''}\n${id.toLowerCase()}`)
    .digest('hex');
}
