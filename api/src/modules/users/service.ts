// Accounts: sign-up, login, and password reset by emailed one-time link.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  t,
  type Locale,
} from '@crestline/contracts';
import type { Db } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { HttpError, badRequest, conflict, notFound, unauthorized } from '../../http/errors';
import { clearHits, hit, hitsFor } from '../../http/rate-limit';
import { parse } from '../../http/validate';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { enqueueMail } from '../mail';
import { usersRepository, type UserRow } from './repository';

const RESET_TTL_MS = 60 * 60_000;
const ACCOUNT_WINDOW_MS = 15 * 60_000;
const ACCOUNT_MAX_FAILURES = 10;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
// A hash to verify against when the email is unknown, so both cases take the same time.
const dummyHash = hashPassword('timing-equaliser-password');

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

export function usersService(deps: { db: Db; auth: Auth; publicUrl: string; onMail?: () => void }) {
  const { db, auth } = deps;
  const repo = usersRepository(db);
  const tooMany = (locale: Locale) => new HttpError(429, 'RATE_LIMITED', t(locale, 'api.rateLimited'));

  const session = async (user: UserRow) => ({
    token: await auth.sign(user),
    id: user.id,
    isAdmin: user.isAdmin,
    name: user.name,
    email: user.email,
  });

  return {
    async register(locale: Locale, body: unknown) {
      const input = parse(registerSchema(locale), body);
      const key = `acct:register:${input.email.toLowerCase()}`;
      if ((await hit(db, key, ACCOUNT_WINDOW_MS)).totalHits > ACCOUNT_MAX_FAILURES) throw tooMany(locale);
      if (await repo.findByEmail(input.email)) throw conflict(t(locale, 'auth.emailTaken'));
      const passwordHash = await hashPassword(input.password);
      let user: UserRow;
      try {
        user = await db.transaction(async (tx) => {
          const created = await usersRepository(tx as unknown as Db).create({
            name: input.name,
            email: input.email,
            passwordHash,
            locale,
          });
          await enqueueMail(tx as unknown as Db, {
            to: created.email,
            template: 'welcome',
            locale,
            params: { name: created.name },
          });
          return created;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(t(locale, 'auth.emailTaken'));
        throw err;
      }
      deps.onMail?.();
      return session(user);
    },

    async login(locale: Locale, body: unknown) {
      const input = parse(loginSchema(locale), body);
      const key = `acct:login:${input.email.toLowerCase()}`;
      if ((await hitsFor(db, key)) >= ACCOUNT_MAX_FAILURES) throw tooMany(locale);
      const user = await repo.findByEmail(input.email);
      const ok = user
        ? await verifyPassword(user.passwordHash, input.password)
        : (await verifyPassword(await dummyHash, input.password), false);
      if (!user || !ok) {
        await hit(db, key, ACCOUNT_WINDOW_MS);
        throw unauthorized(t(locale, 'auth.invalidCredentials'));
      }
      await clearHits(db, key);
      return session(user);
    },

    async forgotPassword(locale: Locale, body: unknown) {
      const input = parse(forgotPasswordSchema(locale), body);
      const answer = { message: t(locale, 'auth.forgotPasswordSent') };
      // Past the per-account limit the answer stays the same, but no more mail goes out.
      const key = `acct:forgot:${input.email.toLowerCase()}`;
      if ((await hit(db, key, ACCOUNT_WINDOW_MS)).totalHits > ACCOUNT_MAX_FAILURES) return answer;
      const user = await repo.findByEmail(input.email);
      if (!user) return answer;
      const token = randomBytes(32).toString('base64url');
      await db.transaction(async (tx) => {
        // A new link replaces every earlier one.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
        await tx.insert(passwordResetTokens).values({
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + RESET_TTL_MS),
        });
        const prefix = locale === 'tr' ? '/tr' : '';
        await enqueueMail(tx as unknown as Db, {
          to: user.email,
          template: 'passwordReset',
          locale,
          params: { name: user.name, resetUrl: `${deps.publicUrl}${prefix}/resetpassword/${token}` },
        });
      });
      deps.onMail?.();
      return answer;
    },

    /** The account a live reset token belongs to, or undefined. */
    async tokenOwner(token: string): Promise<UserRow | undefined> {
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
      const [row] = await db
        .select({ user: users })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(
          and(
            eq(passwordResetTokens.tokenHash, sha256(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        );
      return row?.user;
    },

    async resetPassword(locale: Locale, token: string, body: unknown) {
      const input = parse(resetPasswordSchema(locale), body);
      const user = await this.tokenOwner(token);
      if (!user) throw notFound(t(locale, 'resetPassword.tokenInvalid'));
      if (input.email.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw badRequest(t(locale, 'resetPassword.failed'));
      }
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        // Used once: this token and every other outstanding one of the user die here.
        const used = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResetTokens.tokenHash, sha256(token)), isNull(passwordResetTokens.usedAt)))
          .returning();
        if (used.length === 0) throw notFound(t(locale, 'resetPassword.tokenInvalid'));
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
        await enqueueMail(tx as unknown as Db, {
          to: user.email,
          template: 'passwordChanged',
          locale,
          params: { name: user.name },
        });
      });
      await clearHits(db, `acct:login:${user.email.toLowerCase()}`);
      deps.onMail?.();
      return { message: t(locale, 'resetPassword.success') };
    },
  };
}
