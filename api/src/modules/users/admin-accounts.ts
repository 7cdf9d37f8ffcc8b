// Admin accounts in the app (docs/product.md, back office; docs/authorization.md): the list of admins and
// their roles, invitations by email carrying the roles they grant (single-use links valid 48 hours,
// through the mail outbox), changing an admin's roles and removing admin rights (never leaving no owner)
// and resetting another admin's second factor. Each change is one audit event in its transaction.
// The first admin account is made at start or on the command line (first-admin.ts).
import { createHash, randomBytes } from 'node:crypto';
import type { AcceptInvitationBody, AdminRole, Locale } from '@crestline/contracts';
import type { Db } from '../../db/client';
import type { Auth } from '../../http/auth';
import type { Actor, SignedInActor } from '../../http/audit';
import { badRequest, conflict, notFound } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { sitePath } from '../../lib/site-paths';
import { recordAudit } from '../audit';
import { enqueueMail } from '../mail';
import { adminAccountsRepository } from './admin-accounts-repository';
import { usersRepository, type UserRow } from './repository';

const INVITATION_TTL_MS = 48 * 3600_000;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const target = (user: Pick<UserRow, 'id' | 'email'>) => ({ type: 'account', id: user.id, label: user.email });

export function adminAccountsService(deps: {
  db: Db;
  auth: Auth;
  publicUrl: string;
  adminMfa: 'required' | 'optional';
}) {
  const { db } = deps;
  const accounts = adminAccountsRepository(db);

  /** The live invitation of a token, or a 404. */
  const liveInvitation = async (token: string) => {
    const row = /^[A-Za-z0-9_-]{20,100}$/.test(token)
      ? await accounts.liveInvitation(sha256(token))
      : undefined;
    if (!row) throw notFound('admins.invitationInvalid');
    return row;
  };

  return {
    async list() {
      const rows = await accounts.roster();
      return {
        admins: rows.map((account) => ({
          id: account.id,
          name: account.name,
          email: account.email,
          secondFactor: account.totpEnabledAt !== null,
          lastSignInAt: account.lastSignInAt?.toISOString() ?? null,
          roles: account.roles,
        })),
      };
    },

    /** Removes an admin's rights (every role); never the last owner's (yourself included). */
    async revoke(actor: SignedInActor, id: string) {
      await db.transaction(async (tx) => {
        const owners = await adminAccountsRepository(tx).lockOwners();
        const user = await usersRepository(tx).findById(id);
        if (!user?.isAdmin) throw notFound('admins.notFound');
        if (owners.length <= 1 && owners.includes(id)) throw conflict('roles.lastOwner');
        await usersRepository(tx).update(id, { roles: [] });
        await recordAudit(tx, actor, {
          action: 'admin.revoke',
          target: target(user),
          details: { before: { isAdmin: true, roles: user.roles }, after: { isAdmin: false, roles: [] } },
        });
      });
    },

    /**
     * Sets an admin's roles (at least one); the last owner cannot lose owner. The change holds from the
     * account's next request: roles are read from the database on every request, not from the token.
     */
    async setRoles(actor: SignedInActor, id: string, roles: AdminRole[]) {
      await db.transaction(async (tx) => {
        const owners = await adminAccountsRepository(tx).lockOwners();
        const user = await usersRepository(tx).findById(id);
        if (!user?.isAdmin) throw notFound('admins.notFound');
        if (owners.length <= 1 && owners.includes(id) && !roles.includes('owner')) {
          throw conflict('roles.lastOwner');
        }
        const after = await usersRepository(tx).update(id, { roles });
        if (JSON.stringify(user.roles) === JSON.stringify(after!.roles)) return;
        await recordAudit(tx, actor, {
          action: 'admin.roles',
          target: target(user),
          details: { before: { roles: user.roles }, after: { roles: after!.roles } },
        });
      });
    },

    /**
     * Turns another admin's second factor off (a lost phone): their sessions end, and under
     * ADMIN_MFA=required they enrol again at their next sign-in.
     */
    async resetSecondFactor(actor: SignedInActor, id: string) {
      if (id === actor.id) throw badRequest('admins.notYourself');
      await db.transaction(async (tx) => {
        const repo = usersRepository(tx);
        const user = await repo.findById(id);
        if (!user?.isAdmin) throw notFound('admins.notFound');
        await repo.resetSecondFactor(id);
        await repo.endAllSessions(id);
        await recordAudit(tx, actor, {
          action: 'mfa.reset',
          target: target(user),
          details: { before: { secondFactor: user.totpEnabledAt !== null }, after: { secondFactor: false } },
        });
      });
    },

    /** Mails a single-use invitation (48 hours); earlier open invitations of the address stop working. */
    async invite(actor: SignedInActor, email: string, roles: AdminRole[], locale: Locale) {
      const existing = await usersRepository(db).findByEmail(email);
      if (existing?.isAdmin) throw conflict('admins.alreadyAdmin');
      const token = randomBytes(32).toString('base64url');
      const inviteUrl = `${deps.publicUrl}${sitePath(locale, '/admin-invitation')}?token=${token}`;
      const address = email.trim();
      await db.transaction(async (tx) => {
        await adminAccountsRepository(tx).replaceInvitation({
          email: address,
          tokenHash: sha256(token),
          invitedById: actor.id,
          invitedByEmail: actor.email,
          roles,
          expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
        });
        await enqueueMail(tx, {
          to: address,
          template: 'adminInvitation',
          locale,
          params: { name: address, inviteUrl },
        });
        await recordAudit(tx, actor, {
          action: 'admin.invite',
          target: { type: 'account', id: existing?.id ?? null, label: address },
          details: { roles },
        });
      });
    },

    /** The address a live invitation is for. */
    async invitation(token: string) {
      return { email: (await liveInvitation(token)).email };
    },

    /**
     * Accepts an invitation: a new account with the name and password given, or, when the address has an
     * account, that account (its current password must be given) — an admin from now on. The grant is
     * recorded with the inviter as its author; the answer is a session (which, under ADMIN_MFA=required,
     * must enrol a second factor first).
     */
    async accept(token: string, input: AcceptInvitationBody, ip: string | null) {
      const invitation = await liveInvitation(token);
      const existing = await usersRepository(db).findByEmail(invitation.email);
      if (existing && !(await verifyPassword(existing.passwordHash, input.password))) {
        throw badRequest('admins.passwordMismatch');
      }
      const passwordHash = existing ? undefined : await hashPassword(input.password);
      const user = await db.transaction(async (tx) => {
        if (!(await adminAccountsRepository(tx).useInvitation(invitation.id))) {
          throw notFound('admins.invitationInvalid');
        }
        const repo = usersRepository(tx);
        const account = existing
          ? await repo.update(existing.id, { roles: invitation.roles })
          : await repo.create({
              name: input.name,
              email: invitation.email,
              passwordHash: passwordHash!,
              roles: invitation.roles,
            });
        const inviter: Actor = { id: invitation.invitedById, email: invitation.invitedByEmail, ip };
        await recordAudit(tx, inviter, {
          action: 'admin.grant',
          target: target(account!),
          details: {
            before: { isAdmin: false },
            after: { isAdmin: true, roles: account!.roles },
            via: 'invitation',
          },
        });
        return account!;
      });
      await usersRepository(db).markSignedIn(user.id);
      return {
        token: await deps.auth.sign(user.id),
        id: user.id,
        isAdmin: true,
        roles: user.roles,
        name: user.name,
        email: user.email,
        secondFactor: user.totpEnabledAt !== null,
        mustEnrol: deps.adminMfa === 'required' && user.totpEnabledAt === null,
      };
    },
  };
}

export type AdminAccountsService = ReturnType<typeof adminAccountsService>;
