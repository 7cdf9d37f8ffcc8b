// Consents as records (docs/product.md, privacy). A ticked optional box writes a `given` record (the
// wording shown and its version, the language, the form, the time) and sends the person a mail saying
// so, with a one-click withdrawal link (and List-Unsubscribe headers). Every mail sent under a consent
// carries that link (withdrawalHeaders, withdrawalUrl). Withdrawing writes a `withdrawn` record; nothing
// is deleted, except by the person's erasure.
import { createHash, randomBytes } from 'node:crypto';
import { t, type ConsentPurpose, type ConsentRecord, type Locale } from '@crestline/contracts';
import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../mail';
import { consentsRepository, type ConsentRow } from './repository';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The version of a wording: the first 16 hex digits of its SHA-256 (the same words, the same version). */
export const wordingVersion = (wording: string) =>
  createHash('sha256').update(wording.normalize('NFC')).digest('hex').slice(0, 16);

/** The one-click withdrawal link of a consent (a GET; mail clients' one-click unsubscribe POSTs it). */
export const withdrawalUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/v1/consents/withdraw?token=${token}`;

/** Header lines of a mail sent under a consent (RFC 2369, RFC 8058 one-click). */
export const withdrawalHeaders = (publicUrl: string, token: string) => ({
  'List-Unsubscribe': `<${withdrawalUrl(publicUrl, token)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export const consentJson = (row: ConsentRow): ConsentRecord => ({
  _id: row.id,
  email: row.email,
  purpose: row.purpose,
  action: row.action,
  wording: row.wording,
  wordingVersion: row.wordingVersion,
  locale: row.locale,
  sourceForm: row.sourceForm,
  createdAt: row.createdAt.toISOString(),
});

export interface GivenConsent {
  email: string;
  purpose: ConsentPurpose;
  /** The label of the box as the form showed it; the catalogue's wording when the form sent none. */
  wording: string | undefined;
  locale: Locale;
  /** Which form: 'contact', 'quote', 'application', … */
  sourceForm: string;
}

/**
 * Records a consent given (in the caller's transaction) and mails its confirmation with the withdrawal
 * link. Answers the token of that link, for later mails sent under the consent.
 */
export async function giveConsent(
  tx: DbOrTx,
  publicUrl: string,
  consent: GivenConsent,
): Promise<{ token: string; record: ConsentRecord }> {
  const wording = consent.wording?.trim() || t(consent.locale, `consent.${consent.purpose}`);
  const token = randomBytes(32).toString('base64url');
  const row = await consentsRepository(tx).insert({
    email: consent.email.trim(),
    purpose: consent.purpose,
    action: 'given',
    wording,
    wordingVersion: wordingVersion(wording),
    locale: consent.locale,
    sourceForm: consent.sourceForm,
    tokenHash: hashToken(token),
  });
  await enqueueMail(tx, {
    to: consent.email,
    template: 'consentGiven',
    locale: consent.locale,
    params: {
      purposeLabel: t(consent.locale, `consent.purpose.${consent.purpose}`),
      wording,
      withdrawUrl: withdrawalUrl(publicUrl, token),
    },
    headers: withdrawalHeaders(publicUrl, token),
  });
  return { token, record: consentJson(row) };
}

/**
 * Withdraws the consent a link's token belongs to: a `withdrawn` record, once (a second click finds it
 * withdrawn already). Answers the consent's language, or undefined for a token that is no one's.
 */
export async function withdrawConsent(db: DbOrTx, token: string): Promise<{ locale: string } | undefined> {
  const repo = consentsRepository(db);
  const given = await repo.byTokenHash(hashToken(token));
  if (!given || given.action !== 'given') return undefined;
  const history = await repo.heldBy(given.email);
  const latest = history.filter((row) => row.purpose === given.purpose).at(-1);
  if (latest?.action !== 'withdrawn') {
    await repo.insert({
      email: given.email,
      purpose: given.purpose,
      action: 'withdrawn',
      wording: given.wording,
      wordingVersion: given.wordingVersion,
      locale: given.locale,
      sourceForm: 'withdrawal-link',
    });
  }
  return { locale: given.locale };
}

/** The consents face for other modules: the records about an address (export) and their erasure. */
export function consentRecords(db: DbOrTx) {
  const repo = consentsRepository(db);
  return {
    heldBy: async (email: string) => (await repo.heldBy(email)).map(consentJson),
    erase: (email: string) => repo.erase(email),
    /** Whether the address's latest record for the purpose is a consent given. */
    async holds(email: string, purpose: ConsentPurpose): Promise<boolean> {
      const latest = (await repo.heldBy(email)).filter((row) => row.purpose === purpose).at(-1);
      return latest?.action === 'given';
    },
  };
}
