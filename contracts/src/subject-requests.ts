// Requests from the people themselves (KVKK Art. 11, GDPR Arts. 15–17): a copy of their data, a
// correction or erasure, asked on /privacy-request by email. A request counts once the person opens the
// link mailed to them; then it reaches the admins' /privacy-requests screen with its due date (30 days).
import { z } from 'zod';
import { emailText, isoDateTimeSchema, localized, messageFor } from './common';

export const SUBJECT_REQUEST_KINDS = ['access', 'correction', 'erasure'] as const;
export type SubjectRequestKind = (typeof SUBJECT_REQUEST_KINDS)[number];

export const SUBJECT_REQUEST_STATUSES = ['open', 'completed'] as const;
export type SubjectRequestStatus = (typeof SUBJECT_REQUEST_STATUSES)[number];

/** Days the company has to answer a verified request (KVKK Art. 13: 30 days; GDPR Art. 12(3): one month). */
export const SUBJECT_REQUEST_DUE_DAYS = 30;
/** Days the mailed verification link stays valid. */
export const SUBJECT_REQUEST_VERIFY_DAYS = 7;
/** Longest message a person may add. */
export const SUBJECT_REQUEST_MESSAGE_MAX = 2000;

/** POST /privacy/requests?lang= body. */
export const subjectRequestSchema = localized((locale) => {
  const m = messageFor(locale);
  return z.object({
    email: emailText(m('common.emailInvalid')),
    kind: z.enum(SUBJECT_REQUEST_KINDS, { error: m('privacyRequest.kindInvalid') }),
    message: z
      .string({ error: m('privacyRequest.messageTooLong') })
      .trim()
      .max(SUBJECT_REQUEST_MESSAGE_MAX, { error: m('privacyRequest.messageTooLong') })
      .optional()
      .transform((v) => (v ? v : undefined)),
  });
});
export type SubjectRequestInput = z.output<ReturnType<typeof subjectRequestSchema>>;

/** POST /privacy/requests (202): the same answer whatever the address, so it tells nobody what is held. */
export const subjectRequestAcceptedSchema = z.object({ success: z.string() });

/** GET /privacy/requests/:id/verify query: the token from the mail. */
export const subjectRequestVerifyQuerySchema = z.object({ token: z.string().max(200).optional() });

/** POST /privacy/subject-requests/:id/complete body: an optional note to the person (corrections). */
export const subjectRequestCompleteSchema = z.object({
  note: z.string().trim().max(SUBJECT_REQUEST_MESSAGE_MAX).optional(),
});

export const subjectRequestRecordSchema = z.object({
  _id: z.string(),
  email: z.string(),
  kind: z.enum(SUBJECT_REQUEST_KINDS),
  message: z.string().nullable(),
  locale: z.string(),
  status: z.enum(SUBJECT_REQUEST_STATUSES),
  createdAt: isoDateTimeSchema,
  verifiedAt: isoDateTimeSchema,
  dueAt: isoDateTimeSchema,
  completedAt: isoDateTimeSchema.nullable(),
  completedBy: z.string().nullable(),
});
export type SubjectRequestRecord = z.infer<typeof subjectRequestRecordSchema>;

/** GET /privacy/subject-requests (admin): verified requests only, open ones first by due date. */
export const subjectRequestsResponseSchema = z.object({ requests: z.array(subjectRequestRecordSchema) });
export const subjectRequestResponseSchema = z.object({ request: subjectRequestRecordSchema });
