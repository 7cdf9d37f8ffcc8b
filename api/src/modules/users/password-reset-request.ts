// Forgot-password: the request does the same work whether or not the address has an account — it
// queues one `password-reset-request` job carrying the address's hash (never the address) and answers.
// The job finds the account, if any, and only then writes a reset token and queues the mail, so the
// answer's timing does not tell whether an address is registered.
import { createHash, randomBytes } from 'node:crypto';
import { sitePath } from '@crestline/contracts/site-paths';
import type { Locale } from '@crestline/contracts';
import { jobKind, sendJob, worker, type Worker } from '../../background';
import type { Db, DbOrTx } from '../../db/client';
import { enqueueMail } from '../mail';
import { usersRepository } from './repository';

const RESET_TTL_MS = 60 * 60_000;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** The hash a job carries in place of the address (lower-cased, trimmed). */
export const emailHash = (email: string) => sha256(email.trim().toLowerCase());

export const passwordResetRequest = jobKind<{ emailHash: string; locale: Locale }>('password-reset-request', {
  retry: { limit: 3, delaySeconds: 10 },
});

/** Queues the job (the request's whole work, the same for every address). */
export function requestPasswordReset(db: DbOrTx, email: string, locale: Locale) {
  return sendJob(passwordResetRequest, { emailHash: emailHash(email), locale }, { tx: db });
}

export function passwordResetRequestWorker(deps: { db: Db; publicUrl: string }): Worker {
  const { db, publicUrl } = deps;
  return worker(passwordResetRequest, async (data) => {
    const user = await usersRepository(db).findByEmailHash(data.emailHash);
    if (!user) return { sent: false };
    const token = randomBytes(32).toString('base64url');
    const resetUrl = `${publicUrl}${sitePath(data.locale, `/resetpassword/${token}`)}`;
    await db.transaction(async (tx) => {
      await usersRepository(tx).replaceResetToken(
        user.id,
        sha256(token),
        new Date(Date.now() + RESET_TTL_MS),
      );
      await enqueueMail(tx, {
        to: user.email,
        template: 'passwordReset',
        locale: data.locale,
        params: { name: user.name, resetUrl },
      });
    });
    return { sent: true };
  });
}
