// What the kit knows of the audit trail (the trail itself is modules/audit): who acts — the signed-in
// caller and the address the request came from — and the shape of one event, so that kit parts shared
// by several modules (the admin inboxes) can be handed a recorder without importing a module.
import type { Request } from 'express';
import type { AuditAction } from '@crestline/contracts';
import type { DbOrTx } from '../db/client';
import type { SignedInUser } from './auth';

/** Who did it: the account (copied: the trail outlives it) and the request's address. */
export interface Actor {
  id: string | null;
  email: string;
  ip: string | null;
  /** The admin roles the account acted under (recorded with the event; none for a customer). */
  roles?: readonly string[];
}

/** The actor of a signed-in request. */
export type SignedInActor = Actor & { id: string };

export interface AuditEntry {
  action: AuditAction;
  /** What it was done to: a kind of record, its id and a readable name. */
  target: { type: string; id?: string | null; label?: string | null };
  /** Anything else worth keeping; `before` and `after` hold the fields that changed. */
  details?: Record<string, unknown>;
}

/** Writes one event on `db` — pass the transaction of the change, so both are kept or neither. */
export type RecordAudit = (db: DbOrTx, actor: Actor, entry: AuditEntry) => Promise<void>;

/** The actor of a request: its caller (when signed in) and its address (`req.ip`, see TRUST_PROXY). */
export function actorOf(
  user: Pick<SignedInUser, 'id' | 'email'> & { roles?: readonly string[] },
  req: Pick<Request, 'ip'>,
): SignedInActor {
  return { id: user.id, email: user.email, ip: req.ip ?? null, roles: user.roles ?? [] };
}
