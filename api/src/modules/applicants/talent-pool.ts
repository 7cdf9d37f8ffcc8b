// The talent pool (docs/product.md, privacy): an applicant who ticks "keep my CV for future roles" is kept
// until talentPoolUntil (TALENT_POOL_MONTHS from applying), with a consent record. Thirty days before
// that, one mail offers a renewal link (a sealed token, a plain GET) that extends the stay by as long
// again and records the consent anew. At talentPoolUntil the daily retention job erases the applications
// no hiring needs any more (status Received, Reviewing or Rejected), resumes included, audited.
import { createHash } from 'node:crypto';
import type { Locale } from '@crestline/contracts';
import type { DbOrTx } from '../../db/client';
import { signedTokens } from '../../lib/signed-token';
import { recordAudit } from '../audit';
import { giveConsent } from '../consents';
import { enqueueMail } from '../mail';
import { talentPoolRepository } from './talent-pool-repository';

const DAY_MS = 86_400_000;
/** How long before talentPoolUntil the renewal mail goes out. */
export const TALENT_POOL_REMINDER_DAYS = 30;
/** Statuses of an application no hiring needs once its pool stay ends. */
const NOT_NEEDED = ['Received', 'Reviewing', 'Rejected'];

/** `months` months after `from`. */
export function monthsAfter(from: Date, months: number): Date {
  const until = new Date(from);
  until.setUTCMonth(until.getUTCMonth() + months);
  return until;
}

export function talentPool(deps: { secret: string; publicUrl: string; months: number }) {
  const { publicUrl, months } = deps;
  // A key of its own: a renewal token is never a valid signature elsewhere.
  const tokens = signedTokens(createHash('sha256').update(`talent-pool:${deps.secret}`).digest());
  const renewUrl = (id: string, until: Date) =>
    `${publicUrl}/api/v1/applicants/talent-pool/renew?token=${tokens.seal(`${id}~${until.getTime()}`)}`;

  return {
    /** Puts a new application in the pool with its consent record (in the application's transaction). */
    async join(
      tx: DbOrTx,
      application: { id: string; email: string },
      consent: { wording: string | undefined; locale: Locale },
    ): Promise<Date> {
      const until = monthsAfter(new Date(), months);
      await talentPoolRepository(tx).setUntil(application.id, until);
      await giveConsent(tx, publicUrl, {
        email: application.email,
        purpose: 'talentPool',
        wording: consent.wording,
        locale: consent.locale,
        sourceForm: 'application',
      });
      return until;
    },

    /** Mails the one renewal offer to each application whose stay ends within 30 days. */
    async remind(tx: DbOrTx, now = new Date()): Promise<number> {
      const due = await talentPoolRepository(tx).markReminded(
        now,
        new Date(now.getTime() + TALENT_POOL_REMINDER_DAYS * DAY_MS),
      );
      for (const row of due) {
        const locale = row.locale === 'tr' ? 'tr' : 'en';
        await enqueueMail(tx, {
          to: row.email,
          template: 'talentPoolRenewal',
          locale,
          params: {
            name: row.firstName,
            until: new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-US', {
              dateStyle: 'long',
              timeZone: 'UTC',
            }).format(row.until!),
            renewUrl: renewUrl(row.id, row.until!),
          },
        });
      }
      return due.length;
    },

    /**
     * Opens a renewal link: the stay is extended by TALENT_POOL_MONTHS from its end (or from now, past
     * it), the reminder may go out again next time, and the consent is recorded anew. Answers the
     * application's language, or undefined for a token that is not (or no longer) valid.
     */
    async renew(db: DbOrTx, token: string): Promise<{ locale: Locale; until: Date } | undefined> {
      const [id, untilMs] = tokens.open(token)?.split('~') ?? [];
      if (!id || !untilMs) return undefined;
      return db.transaction(async (tx) => {
        const row = await talentPoolRepository(tx).find(id);
        // Renewed already (another stay), erased, or never in the pool: nothing to do.
        if (!row?.until || row.until.getTime() !== Number(untilMs)) return undefined;
        const locale: Locale = row.locale === 'tr' ? 'tr' : 'en';
        const until = monthsAfter(new Date(Math.max(Date.now(), row.until.getTime())), months);
        await talentPoolRepository(tx).extend(id, until);
        await giveConsent(tx, publicUrl, {
          email: row.email,
          purpose: 'talentPool',
          wording: undefined,
          locale,
          sourceForm: 'talent-pool-renewal',
        });
        return { locale, until };
      });
    },
  };
}

export type TalentPool = ReturnType<typeof talentPool>;

/**
 * The retention job's part (through the applicants' face): erases the applications whose stay in the pool
 * has ended and which no hiring needs, with an audit event; answers their resumes' keys (the caller's to
 * remove once the transaction commits).
 */
export async function expireTalentPool(tx: DbOrTx, now = new Date()): Promise<string[]> {
  const gone = await talentPoolRepository(tx).deleteEnded(now, NOT_NEEDED);
  if (gone.length) {
    await recordAudit(
      tx,
      { id: null, email: 'retention job', ip: null },
      {
        action: 'privacy.talentPoolExpired',
        target: { type: 'applicant', id: null, label: `${gone.length}` },
        details: { applications: gone.map((row) => row.id) },
      },
    );
  }
  return gone.map((row) => row.key);
}
