// Requests from the people themselves (docs/product.md, privacy): anyone may ask on /privacy-request for a
// copy, a correction or the erasure of what is held about an email address. The request is stored
// unverified and a link is mailed to that address; it counts (and reaches the admins, due in 30 days) only
// once the link is opened, so nobody can ask about someone else's data. The admin's answer goes to the
// verified address: a signed, expiring link to the archive (the privacy service's export), or the
// confirmation of the correction or erasure (its erase).
import { createHash, randomBytes } from 'node:crypto';
import {
  SUBJECT_REQUEST_DUE_DAYS,
  SUBJECT_REQUEST_VERIFY_DAYS,
  t,
  type Locale,
  type SubjectRequestInput,
  type SubjectRequestRecord,
} from '@crestline/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { SignedInActor } from '../../http/audit';
import { conflict, notFound } from '../../http/errors';
import { signedLinks } from '../../lib/signed-token';
import { sitePath } from '../../lib/site-paths';
import { recordAudit } from '../audit';
import { enqueueMail } from '../mail';
import type { PrivacyService } from './service';
import { subjectHash } from './service';
import { subjectRequestRepository, type SubjectRequestRow } from './subject-repository';

const DAY_MS = 86_400_000;
/** How long the mailed archive link works. */
export const ARCHIVE_LINK_DAYS = 7;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function toJson(row: SubjectRequestRow): SubjectRequestRecord {
  return {
    _id: row.id,
    email: row.email,
    kind: row.kind,
    message: row.message,
    locale: row.locale,
    status: row.status === 'completed' ? 'completed' : 'open',
    createdAt: row.createdAt.toISOString(),
    verifiedAt: (row.verifiedAt ?? row.createdAt).toISOString(),
    dueAt: (row.dueAt ?? row.createdAt).toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    completedBy: row.completedBy,
  };
}

export function subjectRequestService(deps: {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'jwtSecret'>;
  privacy: PrivacyService;
}) {
  const { db, config, privacy } = deps;
  // A key of its own: an archive link is never a valid signature elsewhere.
  const links = signedLinks(createHash('sha256').update(`privacy-archive:${config.jwtSecret}`).digest('hex'));
  const archiveSubject = (id: string) => `privacy-archive:${id}`;

  return {
    /** Stores the request unverified and mails the link to the address; the same answer either way. */
    async request(input: SubjectRequestInput, locale: Locale): Promise<void> {
      const token = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        const row = await subjectRequestRepository(tx).insert({
          email: input.email,
          kind: input.kind,
          message: input.message ?? null,
          locale,
          tokenHash: hashToken(token),
        });
        await enqueueMail(tx, {
          to: input.email,
          template: 'privacyRequestVerify',
          locale,
          params: {
            kindLabel: t(locale, `mail.privacyRequestVerify.kind.${input.kind}`),
            verifyUrl: `${config.publicUrl}/api/v1/privacy/requests/${row.id}/verify?token=${token}`,
          },
        });
      });
    },

    /**
     * Opens the mailed link: the request counts from now and is due in 30 days. Answers where the browser
     * goes next (the request page in the request's language, saying whether it worked).
     */
    async verify(id: string, token: string | undefined): Promise<string> {
      const repo = subjectRequestRepository(db);
      const row = /^[0-9a-f-]{36}$/i.test(id) ? await repo.find(id) : undefined;
      const page = (locale: string, ok: boolean) =>
        `${config.publicUrl}${sitePath(locale, '/privacy-request/')}?verified=${ok ? '1' : '0'}`;
      if (!row) return page('en', false);
      // Opening the link twice (a mail client that previews links, a second click) still says it worked.
      if (row.status !== 'unverified')
        return page(row.locale, token ? hashToken(token) === row.tokenHash : false);
      const now = Date.now();
      const verified = token
        ? await repo.verify(
            id,
            hashToken(token),
            new Date(now - SUBJECT_REQUEST_VERIFY_DAYS * DAY_MS),
            new Date(now),
            new Date(now + SUBJECT_REQUEST_DUE_DAYS * DAY_MS),
          )
        : undefined;
      return page(row.locale, Boolean(verified));
    },

    /** Verified requests for the admins' screen. */
    async list(): Promise<SubjectRequestRecord[]> {
      return (await subjectRequestRepository(db).listVerified()).map(toJson);
    },

    /**
     * Answers an open request: access exports the archive (recorded as an export) and mails a link to
     * it; erasure erases (recorded) and mails the confirmation; correction mails the confirmation.
     */
    async complete(
      id: string,
      note: string | undefined,
      admin: SignedInActor,
    ): Promise<SubjectRequestRecord> {
      const repo = subjectRequestRepository(db);
      const row = /^[0-9a-f-]{36}$/i.test(id) ? await repo.find(id) : undefined;
      if (!row || row.status === 'unverified') throw notFound('privacyRequest.notFound');
      if (row.status === 'completed') throw conflict('privacyRequest.alreadyCompleted');
      if (row.kind === 'access') await privacy.exportArchive(row.email, admin);
      if (row.kind === 'erasure') await privacy.erase(row.email, admin);
      const exp = Math.floor((Date.now() + ARCHIVE_LINK_DAYS * DAY_MS) / 1000);
      const archiveUrl =
        row.kind === 'access'
          ? `${config.publicUrl}/api/v1/privacy/subject-requests/${row.id}/archive?${links.query(archiveSubject(row.id), exp)}`
          : undefined;
      return db.transaction(async (tx) => {
        const done = await subjectRequestRepository(tx).complete(row.id, admin.email);
        if (!done) throw conflict('privacyRequest.alreadyCompleted');
        await recordAudit(tx, admin, {
          action: 'privacy.answer',
          target: { type: 'person', id: subjectHash(row.email) },
          details: { kind: row.kind, requestId: row.id },
        });
        await enqueueMail(tx, {
          to: row.email,
          template: 'privacyRequestDone',
          locale: row.locale,
          params: { kind: row.kind, archiveUrl, note: note || undefined },
        });
        return toJson(done);
      });
    },

    /** The archive behind a mailed link: only for an answered access request, only while the link holds. */
    async archive(id: string, exp: unknown, sig: unknown): Promise<Buffer | undefined> {
      if (!links.verify(archiveSubject(id), exp, sig)) return undefined;
      const row = await subjectRequestRepository(db).find(id);
      if (!row || row.kind !== 'access' || row.status !== 'completed') return undefined;
      return privacy.buildArchive(row.email);
    },
  };
}

export type SubjectRequestService = ReturnType<typeof subjectRequestService>;
