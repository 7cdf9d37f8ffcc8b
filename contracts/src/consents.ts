// Consents as records (docs/product.md, privacy): what a person agreed to, in which words, when, in which
// language and on which form; withdrawn with one click from any mail sent under it.
import { z } from 'zod';
import { isoDateTimeSchema } from './common';

export const CONSENT_PURPOSES = ['marketingUpdates', 'talentPool'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** Longest wording a form may send with a ticked box (the label it showed, from the CMS). */
export const CONSENT_WORDING_MAX = 600;

/**
 * The optional `consentWording` of a form's body: the label of the ticked box as the page showed it.
 * Stored with the consent, versioned by its SHA-256; without it the catalogue's wording is recorded.
 */
export const consentWordingSchema = z.string().trim().max(CONSENT_WORDING_MAX).optional();

export const consentRecordSchema = z.object({
  _id: z.string(),
  email: z.string(),
  purpose: z.enum(CONSENT_PURPOSES),
  action: z.enum(['given', 'withdrawn']),
  wording: z.string(),
  wordingVersion: z.string(),
  locale: z.string(),
  sourceForm: z.string(),
  createdAt: isoDateTimeSchema,
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** GET /consents?email= (admin): every consent record about the address, oldest first. */
export const consentsResponseSchema = z.object({ consents: z.array(consentRecordSchema) });

/** GET|POST /consents/withdraw?token=: the token from the mail's link. */
export const consentWithdrawQuerySchema = z.object({ token: z.string().max(200).optional() });
