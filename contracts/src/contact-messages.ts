// Contact messages (docs/product.md). Named "contact message" in
// code so it is not confused with the translation engine (translate.ts).

import { z } from 'zod';
import { consentWordingSchema } from './consents';
import { leadRecordFields } from './leads';
import {
  emailText,
  idSchema,
  isoDateTimeSchema,
  localized,
  messageFor,
  optionalFormBoolean,
  requiredText,
} from './common';

/** POST /messages body: email, fullName, phone, website, message required; the consent box optional. */
export const contactMessageSchema = localized((locale) => {
  const m = messageFor(locale);
  const required = m('common.fillRequired');
  return z.object({
    email: emailText(required, m('common.emailInvalid')),
    fullName: requiredText(required),
    phone: requiredText(required),
    website: requiredText(required),
    message: requiredText(required),
    isWillingToReceiveUpdates: optionalFormBoolean(),
    // The box's label as shown, recorded with the consent (consents.ts).
    consentWording: consentWordingSchema,
  });
});
export type ContactMessageBody = z.output<ReturnType<typeof contactMessageSchema>>;

/** A stored contact message. */
const contactMessageRecordSchema = z.object({
  _id: idSchema,
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  message: z.string(),
  isWillingToReceiveUpdates: z.boolean(),
  comment: z.string(),
  isRead: z.boolean(),
  createdAt: isoDateTimeSchema,
  ...leadRecordFields,
});

/** GET /messages: `{messages}`. */
export const contactMessagesListResponseSchema = z.object({ messages: z.array(contactMessageRecordSchema) });

/**
 * PATCH /messages/{id}/mark-read and PATCH /messages/{id}/add-comment: `{message}` holding the record
 * (the site reads message.comment after adding a comment). Failures use the error envelope, whose
 * `message` is the readable text.
 */
export const contactMessageResponseSchema = z.object({ message: contactMessageRecordSchema });

/** POST /messages (201): the record, and the text to show in `success`. */
export const contactMessageCreatedResponseSchema = contactMessageResponseSchema.extend({
  success: z.string(),
});
