// Accounts: sign-up, login, and password reset by emailed one-time link. Failed logins are throttled, never
// locked out (docs/product.md): per account and address, after 3 failures each further try waits a growing
// delay (1 s, 2 s, 4 s … at most 1 minute); per account, past 10 failures in 15 minutes from anywhere, only
// a browser that has signed in to the account before (a signed device cookie, devices.ts) may still try.
import { createHash } from 'node:crypto';
import { t } from '@crestline/contracts';
import type {
  ChangePasswordBody,
  ForgotPasswordBody,
  Locale,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
} from '@crestline/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { Auth, SignedInUser } from '../../http/auth';
import { HttpError, badRequest, notFound, tooManyRequests, unauthorized } from '../../http/errors';
import { clearHits, hit, hitsFor } from '../../http/rate-limit';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { sitePath } from '../../lib/site-paths';
import { recordAudit } from '../audit';
import { enqueueMail } from '../mail';
import type { KnownDevices } from './devices';
import { requestPasswordReset } from './password-reset-request';
import { secondFactorEnrolment } from './enrolment';
import { acceptedStep, hashRecoveryCode, looksLikeTotp, secondFactorCrypto } from './second-factor';
import { usersRepository, type UserRow } from './repository';

/** Where a login comes from: the client's address (trust proxy applied) and its Cookie header. */
export interface LoginOrigin {
  address: string;
  cookies: string | undefined;
  /** Marks the browser as a known device of the account (after a successful login). */
  rememberDevice(cookie: { name: string; value: string; maxAgeMs: number }): void;
}

const ACCOUNT_WINDOW_MS = 15 * 60_000;
const ACCOUNT_MAX_FAILURES = 10;
/** Failures per account and address before the delays start, and the longest delay. */
const FREE_FAILURES = 3;
const MAX_DELAY_MS = 60_000;
/** The wait after the n-th failure of an account from one address: 0, then 1 s, 2 s, 4 s … 60 s. */
export const loginDelayMs = (failures: number) =>
  failures < FREE_FAILURES ? 0 : Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - FREE_FAILURES));
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
// A hash to verify against when the email is unknown, so both cases take the same time.
const dummyHash = hashPassword('timing-equaliser-password');

const adminTarget = (user: UserRow) => ({ type: 'account', id: user.id, label: user.email });

/** The password was right and the account has a second factor, but no code came with it (401). */
const secondFactorNeeded = () => new HttpError(401, 'SECOND_FACTOR_NEEDED', 'auth.secondFactorNeeded');
/** A wrong, used or stale code (401 at sign-in; it counts as a failed sign-in). */
const secondFactorInvalid = () => new HttpError(401, 'SECOND_FACTOR_INVALID', 'auth.secondFactorInvalid');

export function usersService(deps: {
  db: Db;
  auth: Auth;
  publicUrl: string;
  devices: KnownDevices;
  adminMfa?: 'required' | 'optional';
  mfaSecretKey?: string;
}) {
  const { db, auth } = deps;
  const repo = usersRepository(db);
  const adminMfa = deps.adminMfa ?? 'required';
  const sealer = secondFactorCrypto(deps.mfaSecretKey ?? 'unset-mfa-secret-key-for-tests-only');

  const mustEnrol = (user: UserRow) => user.isAdmin && adminMfa === 'required' && !user.totpEnabledAt;
  const session = async (user: UserRow) => ({
    token: await auth.sign(user.id),
    id: user.id,
    isAdmin: user.isAdmin,
    roles: user.roles,
    name: user.name,
    email: user.email,
    secondFactor: user.totpEnabledAt !== null,
    mustEnrol: mustEnrol(user),
  });

  /** Whether `code` is a current, unused TOTP code or an unused recovery code of the account (spent if so). */
  const checkSecondFactor = async (user: UserRow, code: string): Promise<boolean> => {
    if (!user.totpSecret) return false;
    if (looksLikeTotp(code)) {
      const step = await acceptedStep(sealer.decrypt(user.totpSecret), code, user.totpLastStep);
      return step !== undefined && (await repo.useTotpStep(user.id, step));
    }
    return repo.useRecoveryCode(user.id, hashRecoveryCode(code));
  };

  /**
   * The one way a password is set (a change or a reset): in one transaction, `first` (the reset spends
   * its token there), the new hash, every session of the account ended, and the owner told by mail.
   */
  const setPassword = async (
    user: UserRow,
    password: string,
    locale: Locale,
    first?: (users: ReturnType<typeof usersRepository>) => Promise<void>,
  ) => {
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const users = usersRepository(tx);
      await first?.(users);
      await users.update(user.id, { passwordHash });
      await users.endAllSessions(user.id);
      await enqueueMail(tx, {
        to: user.email,
        template: 'passwordChanged',
        locale,
        params: { name: user.name },
      });
    });
  };

  /** The account a live reset token belongs to, or a 404. */
  const tokenOwner = async (token: string): Promise<UserRow> => {
    const user = /^[A-Za-z0-9_-]{20,100}$/.test(token)
      ? await repo.ownerOfResetToken(sha256(token))
      : undefined;
    if (!user) throw notFound('resetPassword.tokenInvalid');
    return user;
  };

  return {
    /** GET /users/me: the caller as the database holds it now (roles changed since sign-in show here). */
    me(user: SignedInUser) {
      const secondFactor = user.secondFactor === true;
      return {
        id: user.id,
        isAdmin: user.isAdmin,
        roles: [...user.roles],
        name: user.name,
        email: user.email,
        secondFactor,
        mustEnrol: user.isAdmin && adminMfa === 'required' && !secondFactor,
      };
    },

    /**
     * Sign-up answers the same whether or not the address has an account (the body names no account and
     * signs no one in): a new address gets its account and the welcome mail; a registered one gets a
     * note to its owner, in the owner's language, with links to log in and to reset the password. The
     * password is hashed either way, so both take about as long.
     */
    async register(input: RegisterBody, locale: Locale): Promise<{ message: string }> {
      const key = `acct:register:${input.email.toLowerCase()}`;
      if ((await hit(db, key, ACCOUNT_WINDOW_MS)).totalHits > ACCOUNT_MAX_FAILURES) throw tooManyRequests();
      const answer = { message: t(locale, 'auth.signupCheckEmail') };
      const passwordHash = await hashPassword(input.password);
      const tellOwner = async (owner: UserRow) => {
        const ownerLocale = owner.locale === 'tr' ? 'tr' : owner.locale === 'en' ? 'en' : locale;
        const loginUrl = `${deps.publicUrl}${sitePath(ownerLocale, '/login')}`;
        await enqueueMail(db, {
          to: owner.email,
          template: 'signupAttempt',
          locale: ownerLocale,
          params: { name: owner.name, loginUrl, resetUrl: `${loginUrl}#forgot` },
        });
      };
      const existing = await repo.findByEmail(input.email);
      if (existing) {
        await tellOwner(existing);
        return answer;
      }
      try {
        await db.transaction(async (tx) => {
          const { name, email } = input;
          const created = await usersRepository(tx).create({ name, email, passwordHash, locale });
          await enqueueMail(tx, {
            to: created.email,
            template: 'welcome',
            locale,
            params: { name: created.name },
          });
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // Registered a moment ago by a parallel request: the same answer, and its owner is told.
        const owner = await repo.findByEmail(input.email);
        if (owner) await tellOwner(owner);
      }
      return answer;
    },

    /** Signs in; an admin account's sign-ins, and failed attempts on it, go into the audit trail. */
    async login(input: LoginBody, origin: LoginOrigin) {
      const account = sha256(input.email.trim().toLowerCase()).slice(0, 32);
      const pairKey = `login:fail:${account}:${origin.address}`;
      const waitKey = `login:wait:${account}:${origin.address}`;
      const accountKey = `login:acct:${account}`;
      // Still waiting after this address's last failure: no password is checked.
      if ((await hitsFor(db, waitKey)) > 0) throw tooManyRequests();
      // Past the account's ceiling only a browser that signed in to it before may try.
      const known = deps.devices.knows(origin.cookies, input.email);
      if (!known && (await hitsFor(db, accountKey)) >= ACCOUNT_MAX_FAILURES) throw tooManyRequests();
      const user = await repo.findByEmail(input.email);
      const passwordOk = user
        ? await verifyPassword(user.passwordHash, input.password)
        : (await verifyPassword(await dummyHash, input.password), false);
      // The right password of an account with a second factor and no code: the panel asks for one.
      if (passwordOk && user?.totpEnabledAt && !input.code) throw secondFactorNeeded();
      const codeOk =
        passwordOk && user?.totpEnabledAt ? await checkSecondFactor(user, input.code ?? '') : true;
      const ok = passwordOk && codeOk;
      const signIn = (action: 'signin.success' | 'signin.failure') =>
        user?.isAdmin
          ? recordAudit(
              db,
              { id: user.id, email: user.email, ip: origin.address || null },
              { action, target: adminTarget(user) },
            )
          : undefined;
      if (!user || !ok) {
        const failures = (await hit(db, pairKey, ACCOUNT_WINDOW_MS)).totalHits;
        await hit(db, accountKey, ACCOUNT_WINDOW_MS);
        const delay = loginDelayMs(failures);
        if (delay > 0) await hit(db, waitKey, delay);
        await signIn('signin.failure');
        throw passwordOk ? secondFactorInvalid() : unauthorized('auth.invalidCredentials');
      }
      await clearHits(db, pairKey);
      await clearHits(db, waitKey);
      await repo.markSignedIn(user.id);
      await signIn('signin.success');
      origin.rememberDevice(deps.devices.cookieFor(user.email));
      return session(user);
    },

    ...secondFactorEnrolment({ db, sealer, mustEnrol }),

    /**
     * Queues one job for the address, known or not (password-reset-request.ts): the job, not the request,
     * finds the account and mails the link. The caller answers the same either way.
     */
    async forgotPassword(input: ForgotPasswordBody, locale: Locale): Promise<void> {
      // Past the per-account limit no more mail goes out.
      const key = `acct:forgot:${input.email.toLowerCase()}`;
      if ((await hit(db, key, ACCOUNT_WINDOW_MS)).totalHits > ACCOUNT_MAX_FAILURES) return;
      await requestPasswordReset(db, input.email, locale);
    },

    /** The email of the account a live reset token belongs to. */
    async resetEmail(token: string): Promise<{ email: string }> {
      return { email: (await tokenOwner(token)).email };
    },

    /** Ends the caller's session on the server: its token lets nothing in from now on. */
    async logout(sessionId: string | undefined): Promise<void> {
      if (sessionId) await repo.endSession(sessionId);
    },

    /** Ends every session of the account, this one too ("log out everywhere"). */
    async logoutEverywhere(userId: string): Promise<void> {
      await repo.endAllSessions(userId);
    },

    /**
     * Changes the password of a signed-in account: the current one must be given. Every earlier session
     * ends (this one too), the user is mailed, and the answer is a fresh session for this browser.
     */
    async changePassword(userId: string, input: ChangePasswordBody, locale: Locale) {
      const user = await repo.findById(userId);
      if (!user) throw unauthorized('auth.invalidToken');
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw badRequest('auth.currentPasswordWrong');
      }
      await setPassword(user, input.password, locale);
      return session(user);
    },

    /**
     * Sets the new password; the token and every other outstanding one of the user die here, and so do
     * all the account's sessions (a stolen token does not outlive the reset).
     */
    async resetPassword(token: string, input: ResetPasswordBody, locale: Locale): Promise<void> {
      const user = await tokenOwner(token);
      if (input.email.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw badRequest('resetPassword.failed');
      }
      await setPassword(user, input.password, locale, async (users) => {
        if (!(await users.useResetToken(sha256(token), user.id)))
          throw notFound('resetPassword.tokenInvalid');
      });
      await clearHits(db, `login:acct:${sha256(user.email.trim().toLowerCase()).slice(0, 32)}`);
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
