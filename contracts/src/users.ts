// Accounts and sessions (docs/product.md).

import { z } from 'zod';
import { LIMITS, type Locale } from './enums';
import { blankToUndefined, emailText, localized, messageFor, requiredText } from './common';
import { t } from './translate';
import { ADMIN_ROLES, adminRolesSchema } from './roles';

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

/** The sign-up view: the register fields plus confirmPassword, which must match ("Passwords do not match"). */
export const signUpFormSchema = localized((locale) =>
  registerSchema(locale)
    .extend({ confirmPassword: z.string() })
    .refine((v) => v.password === v.confirmPassword, {
      error: messageFor(locale)('auth.passwordsDoNotMatch'),
      path: ['confirmPassword'],
    }),
);

/** POST /users/login body. */
export const loginSchema = localized((locale) => {
  const m = messageFor(locale);
  return z.object({
    email: emailText(m('auth.emailInvalid')),
    password: password(m('auth.passwordMin')),
    /** The second factor, when the account has one: a 6-digit code from the app or a recovery code. */
    code: z.preprocess(
      blankToUndefined,
      z
        .string({ error: m('auth.secondFactorInvalid') })
        .trim()
        .max(32, { error: m('auth.secondFactorInvalid') })
        .optional(),
    ),
  });
});
export type LoginBody = z.output<ReturnType<typeof loginSchema>>;

/** PATCH /users/password body: the current password and the new one. */
export const changePasswordSchema = localized((locale) => {
  const m = messageFor(locale);
  return z.object({
    currentPassword: z.string({ error: m('auth.currentPasswordWrong') }).min(1, {
      error: m('auth.currentPasswordWrong'),
    }),
    password: password(m('auth.passwordMin')),
  });
});
export type ChangePasswordBody = z.output<ReturnType<typeof changePasswordSchema>>;

/** The change-password screen: the body's fields plus confirmPassword, which must match. */
export const changePasswordFormSchema = localized((locale) =>
  changePasswordSchema(locale)
    .extend({ confirmPassword: z.string() })
    .refine((v) => v.password === v.confirmPassword, {
      error: messageFor(locale)('auth.passwordsDoNotMatch'),
      path: ['confirmPassword'],
    }),
);

/** Login and register success body; the site stores it as the user (local storage key user). */
export const sessionResponseSchema = z.object({
  token: z.string().min(1),
  id: z.string().min(1),
  /** True for an account with any admin role (kept for the spec's clients). */
  isAdmin: z.boolean(),
  /** The account's admin roles (roles.ts; none for a customer). Older stored sessions lack it. */
  roles: z.array(z.enum(ADMIN_ROLES)).optional(),
  name: z.string(),
  email: z.string(),
  /** The account signs in with a second factor (TOTP). */
  secondFactor: z.boolean().optional(),
  /** An admin who must enrol a second factor before any admin data is shown (ADMIN_MFA=required). */
  mustEnrol: z.boolean().optional(),
});
/** GET /users/me: the signed-in account as the database holds it now (its roles may have changed). */
export const meResponseSchema = sessionResponseSchema
  .omit({ token: true })
  .extend({ roles: z.array(z.enum(ADMIN_ROLES)) });
export type Me = z.infer<typeof meResponseSchema>;

/** The user object kept in local storage under key user. */
export type StoredUser = z.infer<typeof sessionResponseSchema>;

/** POST /users/forgot-password body ("Please enter a valid email address"). */
export const forgotPasswordSchema = localized((locale) =>
  z.object({ email: emailText(messageFor(locale)('auth.emailInvalid')) }),
);
export type ForgotPasswordBody = z.output<ReturnType<typeof forgotPasswordSchema>>;

/** Forgot-password and reset-password success body: `{message}`. */
export const messageResponseSchema = z.object({ message: z.string() });

/** Route parameter of /users/reset-password/{token}. */
export const resetPasswordParamsSchema = z.object({ token: z.string().trim().min(1) });

/** GET /users/reset-password/{token}: the email being reset. */
export const resetPasswordLookupResponseSchema = z.object({ email: z.string() });

/** PATCH /users/reset-password/{token} body. */
export const resetPasswordSchema = localized((locale) => {
  const m = messageFor(locale);
  return z.object({
    password: password(m('resetPassword.passwordMin')),
    email: emailText(m('common.emailInvalid')),
  });
});
export type ResetPasswordBody = z.output<ReturnType<typeof resetPasswordSchema>>;

/**
 * The password reset form (new password and its confirmation): one message, on the confirmation field,
 * the mismatch first, then the length (firstResetPasswordError).
 */
export const resetPasswordFormSchema = localized((locale) =>
  z.object({ password: z.string(), confirmPassword: z.string() }).superRefine((values, ctx) => {
    const message = firstResetPasswordError(values, locale);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['confirmPassword'] });
  }),
);

/** The reset form's single message: mismatch first, then length (docs/product.md), or null. */
export function firstResetPasswordError(
  values: { password?: string; confirmPassword?: string },
  locale?: Locale | string | null,
): string | null {
  const pw = values.password ?? '';
  if (pw !== (values.confirmPassword ?? '')) return t(locale, 'resetPassword.passwordsDoNotMatch');
  if (pw.length < LIMITS.passwordMinLength) return t(locale, 'resetPassword.passwordMin');
  return null;
}

/** POST /users/second-factor/enable body: the 6-digit code the authenticator app shows. */
export const secondFactorCodeSchema = localized((locale) => {
  const m = messageFor(locale);
  return z.object({
    code: z
      .string({ error: m('auth.secondFactorInvalid') })
      .trim()
      .regex(/^\d{6}$/, { error: m('auth.secondFactorInvalid') }),
  });
});
export type SecondFactorCodeBody = z.output<ReturnType<typeof secondFactorCodeSchema>>;

/** GET /users/second-factor: whether the account has a second factor and how many recovery codes are left. */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** An admin under ADMIN_MFA=required: enrolment is needed before any admin data is shown. */
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/**
 * POST /users/second-factor/setup: a new secret awaiting its first code. `key` is the manual key (Base32),
 * `uri` the otpauth:// address, `qr` the same as an inline SVG image (a data: URL).
 */
export const secondFactorSetupSchema = z.object({ key: z.string(), uri: z.string(), qr: z.string() });
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

/** POST /users/second-factor/enable: the ten recovery codes, shown this once. */
export const secondFactorEnabledSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type SecondFactorEnabled = z.infer<typeof secondFactorEnabledSchema>;

/** GET /admins: every admin account, with whether it has a second factor and when it last signed in. */
export const adminAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  secondFactor: z.boolean(),
  lastSignInAt: z.string().nullable(),
  roles: z.array(z.enum(ADMIN_ROLES)),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const adminListResponseSchema = z.object({ admins: z.array(adminAccountSchema) });

/** Route parameter of /admins/{id}… */
export const adminIdParamsSchema = localized((locale) =>
  z.object({ id: z.uuid({ error: messageFor(locale)('admins.notFound') }) }),
);

/** POST /admins/invitations body: whom to invite, and the roles the invitation grants. */
export const adminInviteSchema = localized((locale) =>
  z.object({ email: emailText(messageFor(locale)('auth.emailInvalid')), roles: adminRolesSchema(locale) }),
);
export type AdminInviteBody = z.output<ReturnType<typeof adminInviteSchema>>;

/** Route parameter of /admins/invitations/{token}. */
export const invitationTokenParamsSchema = z.object({ token: z.string().trim().min(1).max(200) });

/**
 * POST /admins/invitations/{token} body: the new admin's name and password. When the address already has
 * an account, the password must be that account's current one (and the name is kept).
 */
export const acceptInvitationSchema = localized((locale) => {
  const m = messageFor(locale);
  return z.object({
    name: requiredText(m('auth.nameRequired')),
    password: password(m('auth.passwordMin')),
  });
});
export type AcceptInvitationBody = z.output<ReturnType<typeof acceptInvitationSchema>>;

/** The invitation page's form: the body's fields plus confirmPassword, which must match. */
export const acceptInvitationFormSchema = localized((locale) =>
  acceptInvitationSchema(locale)
    .extend({ confirmPassword: z.string() })
    .refine((v) => v.password === v.confirmPassword, {
      error: messageFor(locale)('auth.passwordsDoNotMatch'),
      path: ['confirmPassword'],
    }),
);
