// Admin privacy operations: export or erase everything held about one email address (docs/product.md,
// privacy).
import { z } from 'zod';
import { emailText, isoDateTimeSchema, localized, messageFor } from './common';

/** GET /privacy/export?email= and POST /privacy/erase {email}. */
export const privacySubjectSchema = localized((locale) =>
  z.object({ email: emailText(messageFor(locale)('common.emailInvalid')) }),
);
export type PrivacySubject = z.output<ReturnType<typeof privacySubjectSchema>>;

const countsSchema = z.record(z.string(), z.number().int().nonnegative());

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
