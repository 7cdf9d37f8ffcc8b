// The privacy policy's promises, for admins: everything held about one email address exported as one
// archive (records as JSON plus the uploaded PDFs), or erased (records deleted, PDFs removed), each with a
// record of who did it and when. See docs/product.md (privacy).
import { createHash } from 'node:crypto';
import JSZip from 'jszip';
import type { PrivacyHeld } from '@crestline/contracts';
import type { Db } from '../../db/client';
import { fileIdOf } from '../../files/kinds';
import type { FileStore } from '../../files/store';
import type { SignedInActor } from '../../http/audit';
import { conflict } from '../../http/errors';
import type { Logger } from '../../logger';
import { recordAudit } from '../audit';
import { eraseHeldAbout, heldAbout } from './held';
import { privacyRepository } from './repository';
import { subjectRequestRepository } from './subject-repository';

export const subjectHash = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/**
 * The admin acting, with the request's address (the audit trail). The trail, like the record of
 * requests, names the person only by the SHA-256 of the address: it outlives the erasure.
 */
type Admin = SignedInActor;

/** A row as JSON without what is ours rather than theirs (password hashes, storage keys, leases). */
function plain<T extends Record<string, unknown>>(row: T, drop: string[] = []) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (drop.includes(key)) continue;
    out[key === 'id' ? '_id' : key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

export function privacyService(deps: { db: Db; files: FileStore; logger: Logger }) {
  const { db, files, logger } = deps;
  const repo = privacyRepository(db);

  /** The archive of everything held about the address, and how many records of each kind it holds. */
  async function build(email: string): Promise<{ bytes: Buffer; counts: Record<string, number> }> {
    const held = await heldAbout(db, email);
    const zip = new JSZip();
    const pdfs: { key: string; name: string }[] = [
      ...held.applications.map((application) => ({
        key: application.resumeKey,
        name: `files/resume-${fileIdOf(application.resumeKey)}.pdf`,
      })),
      ...held.franchiseApplications.map((franchise) => ({
        key: franchise.fileKey,
        name: `files/franchise-contract-${fileIdOf(franchise.fileKey)}.pdf`,
      })),
    ];
    for (const pdf of pdfs) {
      const bytes = await files.get(pdf.key);
      if (bytes) zip.file(pdf.name, bytes);
    }
    const data = {
      subject: email,
      exportedAt: new Date().toISOString(),
      account: held.account ? plain(held.account, ['passwordHash']) : null,
      applications: held.applications.map((application) => ({
        ...plain(application, ['resumeKey']),
        resumeFile: `files/resume-${fileIdOf(application.resumeKey)}.pdf`,
        mailHistory: held.applicationMails
          .filter((mail) => mail.applicantId === application.id)
          .map((mail) => plain(mail, ['applicantId'])),
      })),
      messages: held.messages.map((message) => plain(message)),
      inquiries: held.inquiries.map((inquiry) => plain(inquiry)),
      franchiseApplications: held.franchiseApplications.map((franchise) => ({
        ...plain(franchise, ['fileKey']),
        contractFile: `files/franchise-contract-${fileIdOf(franchise.fileKey)}.pdf`,
      })),
      mail: held.mail.map((mail) => plain(mail, ['lockedUntil', 'lastError', 'attempts', 'nextAttemptAt'])),
      payments: held.payments.map((payment) => plain(payment)),
      subscriptions: held.subscriptions.map((subscription) => plain(subscription)),
      // Consents given and withdrawn (with the wording and its version).
      consents: held.consents,
      // Job-alert subscriptions (the search, its language, when confirmed and last mailed).
      jobAlerts: held.jobAlerts.map((alert) => plain(alert)),
      // The person's own requests about their data (privacy request form).
      privacyRequests: (await subjectRequestRepository(db).heldBy(email)).map((request) =>
        plain(request, ['tokenHash']),
      ),
    };
    zip.file('data.json', JSON.stringify(data, null, 2));
    const counts = {
      account: held.account ? 1 : 0,
      applications: held.applications.length,
      messages: held.messages.length,
      inquiries: held.inquiries.length,
      franchiseApplications: held.franchiseApplications.length,
      mail: held.mail.length,
      payments: held.payments.length,
      subscriptions: held.subscriptions.length,
      consents: held.consents.length,
      jobAlerts: held.jobAlerts.length,
      files: pdfs.length,
    };
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    return { bytes, counts };
  }

  return {
    /** A ZIP: data.json with every record, and files/ with the PDFs they name; nothing is recorded. */
    async buildArchive(email: string): Promise<Buffer> {
      return (await build(email)).bytes;
    },

    /** The archive for an admin, recorded as an export (the record of requests and the audit trail). */
    async exportArchive(
      email: string,
      admin: Admin,
    ): Promise<{ bytes: Buffer; counts: Record<string, number> }> {
      const { bytes, counts } = await build(email);
      await db.transaction(async (tx) => {
        await privacyRepository(tx).record({
          action: 'export',
          subjectHash: subjectHash(email),
          adminId: admin.id,
          adminEmail: admin.email,
          counts,
        });
        await recordAudit(tx, admin, {
          action: 'privacy.export',
          target: { type: 'person', id: subjectHash(email) },
          details: { counts },
        });
      });
      return { bytes, counts };
    },

    /**
     * Deletes every record about the address and the PDFs they name, in one transaction with its audit
     * record; PDFs go once the transaction has committed. Admin accounts are not erased this way.
     */
    async erase(email: string, admin: Admin): Promise<Record<string, number>> {
      const held = await heldAbout(db, email);
      if (held.account?.isAdmin) throw conflict('privacy.adminAccount');
      const keys = [
        ...held.applications.map((application) => application.resumeKey),
        ...held.franchiseApplications.map((franchise) => franchise.fileKey),
      ];
      const counts = await db.transaction(async (tx) => {
        const erased = await eraseHeldAbout(tx, email);
        const withFiles = { ...erased, files: keys.length };
        await privacyRepository(tx).record({
          action: 'erase',
          subjectHash: subjectHash(email),
          adminId: admin.id,
          adminEmail: admin.email,
          counts: withFiles,
        });
        await recordAudit(tx, admin, {
          action: 'privacy.erase',
          target: { type: 'person', id: subjectHash(email) },
          details: { before: { held: withFiles }, after: { held: {} } },
        });
        return withFiles;
      });
      for (const key of keys) {
        // The records are gone, so an unremoved file is unreachable; it is logged to be cleaned up.
        await files
          .remove(key)
          .catch((err: unknown) => logger.error({ err, key }, 'erased file could not be removed'));
      }
      return counts;
    },

    /** How many records of each kind are held about the address (what the screen shows before acting). */
    async held(email: string): Promise<PrivacyHeld> {
      const held = await heldAbout(db, email);
      return {
        held: {
          account: held.account ? 1 : 0,
          applications: held.applications.length,
          messages: held.messages.length,
          inquiries: held.inquiries.length,
          franchiseApplications: held.franchiseApplications.length,
          payments: held.payments.length,
          subscriptions: held.subscriptions.length,
          mail: held.mail.length,
          consents: held.consents.length,
          jobAlerts: held.jobAlerts.length,
        },
        isAdmin: held.account?.isAdmin === true,
      };
    },

    /** Every request, newest first; with an address, only those about it. */
    async requests(email?: string) {
      const rows = email ? await repo.requestsFor(subjectHash(email)) : await repo.listRequests();
      return rows.map((request) => ({
        _id: request.id,
        action: request.action,
        subjectHash: request.subjectHash,
        adminEmail: request.adminEmail,
        counts: request.counts,
        createdAt: request.createdAt.toISOString(),
      }));
    },
  };
}

export type PrivacyService = ReturnType<typeof privacyService>;
