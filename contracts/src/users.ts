// Accounts and sessions (spec §2 login panel and password reset, §5 rules, §7 /users calls).

import { z } from 'zod';
import { LIMITS, type Locale } from './enums';
import { emailText, localized, messageFor, requiredText } from './common';
import { t } from './messages';

function password(message: string) {
  return z.string({ error: message }).min(LIMITS.passwordMinLength, { error: message });
}

/** POST /users/register body. */
export const registerSchema = localized((locale) => {
  const m = messageFor(locale);
  return z.object({
    name: requiredText(m('auth.nameRequired')),
    email: emailText(m('auth.emailInvalid')),
    password: password(m('auth.passwordMin')),
  });
});
export type RegisterBody = z.output<ReturnType<typeof registerSchema>>;
export const registerSchemaEn = registerSchema('en');

/** The sign-up view: the register fields plus confirmPassword, which must match ("Passwords do not match"). */
export const signUpFormSchema = localized((locale) =>
  registerSchema(locale)
    .extend({ confirmPassword: z.string() })
    .refine((v) => v.password === v.confirmPassword, {
      error: messageFor(locale)('auth.passwordsDoNotMatch'),
      path: ['confirmPassword'],
    }),
);
export type SignUpForm = z.output<ReturnType<typeof signUpFormSchema>>;

/** POST /users/login body. */
export const loginSchema = localized((locale) => {
  const m = messageFor(locale);
  return z.object({
    email: emailText(m('auth.emailInvalid')),
    password: password(m('auth.passwordMin')),
  });
});
export type LoginBody = z.output<ReturnType<typeof loginSchema>>;
export const loginSchemaEn = loginSchema('en');

/** Login and register success body; the site stores it as the user (local storage key user). */
export const sessionResponseSchema = z.object({
  token: z.string().min(1),
  id: z.string().min(1),
  isAdmin: z.boolean(),
  name: z.string(),
  email: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** The user object kept in local storage under key user. */
export const storedUserSchema = sessionResponseSchema;
export type StoredUser = SessionResponse;

/**
 * The bearer token for an admin call from the raw local storage value of key user: missing user or token
 * → "Missing authentication token"; unparsable → "Invalid user data in local storage".
 */
export function authTokenFromStoredUser(
  rawUser: string | null | undefined,
  locale?: Locale | string | null,
): { ok: true; token: string; user: StoredUser } | { ok: false; error: string } {
  if (!rawUser) return { ok: false, error: t(locale, 'auth.missingToken') };
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawUser);
  } catch {
    return { ok: false, error: t(locale, 'auth.invalidUserData') };
  }
  if (typeof parsed !== 'object' || parsed === null)
    return { ok: false, error: t(locale, 'auth.invalidUserData') };
  const token = (parsed as { token?: unknown }).token;
  if (typeof token !== 'string' || token === '') return { ok: false, error: t(locale, 'auth.missingToken') };
  const user = storedUserSchema.safeParse(parsed);
  if (!user.success) return { ok: false, error: t(locale, 'auth.invalidUserData') };
  return { ok: true, token, user: user.data };
}

/** POST /users/forgot-password body ("Please enter a valid email address"). */
export const forgotPasswordSchema = localized((locale) =>
  z.object({ email: emailText(messageFor(locale)('auth.emailInvalid')) }),
);
export type ForgotPasswordBody = z.output<ReturnType<typeof forgotPasswordSchema>>;
export const forgotPasswordSchemaEn = forgotPasswordSchema('en');

/** Forgot-password and reset-password success body: `{message}`. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
export const forgotPasswordResponseSchema = messageResponseSchema;
export const resetPasswordResponseSchema = messageResponseSchema;

/** Route parameter of /users/reset-password/{token}. */
export const resetPasswordParamsSchema = z.object({ token: z.string().trim().min(1) });
export type ResetPasswordParams = z.infer<typeof resetPasswordParamsSchema>;

/** GET /users/reset-password/{token}: the email being reset. */
export const resetPasswordLookupResponseSchema = z.object({ email: z.string() });
export type ResetPasswordLookupResponse = z.infer<typeof resetPasswordLookupResponseSchema>;

/** PATCH /users/reset-password/{token} body. */
export const resetPasswordSchema = localized((locale) => {
  const m = messageFor(locale);
  return z.object({
    password: password(m('resetPassword.passwordMin')),
    email: emailText(m('common.emailInvalid')),
  });
});
export type ResetPasswordBody = z.output<ReturnType<typeof resetPasswordSchema>>;
export const resetPasswordSchemaEn = resetPasswordSchema('en');

/** The reset form's single message: mismatch first, then length (spec §5), or null. */
export function firstResetPasswordError(
  values: { password?: string; confirmPassword?: string },
  locale?: Locale | string | null,
): string | null {
  const pw = values.password ?? '';
  if (pw !== (values.confirmPassword ?? '')) return t(locale, 'resetPassword.passwordsDoNotMatch');
  if (pw.length < LIMITS.passwordMinLength) return t(locale, 'resetPassword.passwordMin');
  return null;
}
