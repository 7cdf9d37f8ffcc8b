// Admin privacy operations: export or erase everything held about one email address (docs/product.md,
// privacy).
import { z } from 'zod';
import { blankToUndefined, emailText, isoDateTimeSchema, localized, messageFor } from './common';

/** GET /privacy/export?email= and POST /privacy/erase {email}. */
export const privacySubjectSchema = localized((locale) =>
  z.object({ email: emailText(messageFor(locale)('common.emailInvalid')) }),
);
export type PrivacySubject = z.output<ReturnType<typeof privacySubjectSchema>>;

const countsSchema = z.record(z.string(), z.number().int().nonnegative());

/** The kinds of record GET /privacy/held counts, in the order the screen lists them. */
export const PRIVACY_KINDS = [
  'account',
  'applications',
  'messages',
  'inquiries',
  'franchiseApplications',
  'payments',
  'subscriptions',
  'mail',
  'consents',
  'jobAlerts',
] as const;
export type PrivacyKind = (typeof PRIVACY_KINDS)[number];

/**
 * GET /privacy/held?email=: how many records of each kind are held about the address (nothing else), and
 * whether it is an admin account (which erasure refuses).
 */
export const privacyHeldResponseSchema = z.object({
  held: z.object(
    Object.fromEntries(PRIVACY_KINDS.map((k) => [k, z.number().int().nonnegative()])) as Record<
      PrivacyKind,
      z.ZodNumber
    >,
  ),
  isAdmin: z.boolean(),
});
export type PrivacyHeld = z.infer<typeof privacyHeldResponseSchema>;

/** GET /privacy/requests query: only the requests about one address (matched by its hash), when given. */
export const privacyRequestsQuerySchema = localized((locale) =>
  z.object({
    email: z.preprocess(blankToUndefined, emailText(messageFor(locale)('common.emailInvalid')).optional()),
  }),
);

/** POST /privacy/erase: what was removed. */
export const privacyEraseResponseSchema = z.object({ erased: countsSchema });

/** GET /privacy/requests: who exported or erased what, when (the address only as its SHA-256). */
export const privacyRequestsResponseSchema = z.object({
  requests: z.array(
    z.object({
      _id: z.string(),
      action: z.enum(['export', 'erase']),
      subjectHash: z.string().regex(/^[0-9a-f]{64}$/),
      adminEmail: z.string(),
      counts: countsSchema,
      createdAt: isoDateTimeSchema,
    }),
  ),
});
