// Sales inquiries (docs/product.md, contact and sales forms): the quote form (team builder) and the consultation /
// initial booking form share POST /inquiries; the server tells them apart with inquiryFormKind.

import { z } from 'zod';
import { consentWordingSchema } from './consents';
import { leadRecordFields } from './leads';
import { TIME_ZONES, type Locale } from './enums';
import { zonedInstant } from './time-zones';
import {
  blankToUndefined,
  emailText,
  idSchema,
  isoDateTimeSchema,
  localized,
  messageFor,
  optionalFormBoolean,
  patternText,
  requiredText,
} from './common';

type InquiryKind = 'quote' | 'consultation';

/** The booking form's email pattern (docs/product.md): local part of letters, digits and ._%+-, a 2–4 letter ending. */
const CONSULTATION_EMAIL_PATTERN = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,4}$/;
/** YYYY-MM-DD, as a date input gives it. */
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** HH:MM on a 24-hour clock, as a time input gives it. */
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Number inputs arrive as strings from forms: "3" → 3, blank → missing. */
function toStaffCount(value: unknown): unknown {
  const v = blankToUndefined(value);
  return typeof v === 'string' ? Number(v.trim()) : v;
}

/** The quote form's fields; every text field non-blank ("Please fill in all required fields."). */
function quoteShape(locale: Locale) {
  const m = messageFor(locale);
  const required = m('inquiries.fillRequired');
  return {
    firstName: requiredText(required),
    lastName: requiredText(required),
    email: emailText(required, m('common.emailInvalid')),
    phone: requiredText(required),
    location: requiredText(required),
    company: requiredText(required),
    noOfStaff: z.preprocess(
      toStaffCount,
      z
        .number({ error: required })
        .int({ error: m('inquiries.noOfStaffMin') })
        .min(1, { error: m('inquiries.noOfStaffMin') }),
    ),
    message: requiredText(required),
    // The field name's spelling is the wire contract (docs/api.md).
    isOkayToRecieveMarketing: optionalFormBoolean(),
    // The box's label as shown, recorded with the consent (consents.ts).
    consentWording: consentWordingSchema,
  };
}

function realDate(value: string): boolean {
  return z.iso.date().safeParse(value).success;
}

function consultationShape(locale: Locale) {
  const m = messageFor(locale);
  return {
    company: requiredText(m('booking.companyRequired')),
    firstName: requiredText(m('booking.firstNameRequired')),
    lastName: requiredText(m('booking.lastNameRequired')),
    email: patternText(CONSULTATION_EMAIL_PATTERN, m('booking.emailRequired'), m('booking.emailInvalid')),
    phone: requiredText(m('booking.phoneRequired')),
    timeZone: z.preprocess(blankToUndefined, z.enum(TIME_ZONES, { error: m('booking.timeZoneRequired') })),
    date: patternText(DATE_PATTERN, m('booking.dateRequired'), m('booking.dateInvalid')).refine(realDate, {
      error: m('booking.dateInvalid'),
    }),
    timeFrom: patternText(TIME_PATTERN, m('booking.timeFromRequired'), m('booking.timeInvalid')),
    timeTo: patternText(TIME_PATTERN, m('booking.timeToRequired'), m('booking.timeInvalid')),
  };
}

/**
 * The booked slot must lie ahead (its start, on the chosen zone's clocks, after now) and end after it
 * starts. Checked only once the fields themselves are well-formed.
 */
function slotRule(locale: Locale) {
  const m = messageFor(locale);
  return (
    v: { timeZone: (typeof TIME_ZONES)[number]; date: string; timeFrom: string; timeTo: string },
    ctx: z.RefinementCtx,
  ) => {
    if (v.timeTo <= v.timeFrom)
      ctx.addIssue({ code: 'custom', path: ['timeTo'], message: m('booking.endBeforeStart') });
    else if (zonedInstant(v.date, v.timeFrom, v.timeZone) <= Date.now())
      ctx.addIssue({ code: 'custom', path: ['timeFrom'], message: m('booking.timePast') });
  };
}

/** The quote ("request a quote" / team builder) form. */
export const quoteInquirySchema = localized((locale) => z.object(quoteShape(locale)));
export type QuoteInquiry = z.output<ReturnType<typeof quoteInquirySchema>>;

/** The consultation / initial booking form (all fields required, each with its message). */
export const consultationInquirySchema = localized((locale) =>
  z.object(consultationShape(locale)).superRefine(slotRule(locale)),
);
export type ConsultationInquiry = z.output<ReturnType<typeof consultationInquirySchema>>;

const CONSULTATION_ONLY_FIELDS = ['timeZone', 'date', 'timeFrom', 'timeTo'] as const;

/**
 * Which form a POST /inquiries body comes from: an explicit `kind` wins; otherwise any of the booking
 * fields (timeZone, date, timeFrom, timeTo) means consultation, else quote.
 */
function inquiryFormKind(body: unknown): InquiryKind {
  if (typeof body !== 'object' || body === null) return 'quote';
  const record = body as Record<string, unknown>;
  if (record.kind === 'quote' || record.kind === 'consultation') return record.kind;
  return CONSULTATION_ONLY_FIELDS.some((f) => record[f] !== undefined) ? 'consultation' : 'quote';
}

/**
 * POST /inquiries body: either form, parsed with the rules of the form it is, with `kind` added to the
 * output. The site may send `kind` but does not need to.
 */
export const inquiryRequestSchema = localized((locale) =>
  z.preprocess(
    (body) =>
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? { ...body, kind: inquiryFormKind(body) }
        : body,
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('quote'), ...quoteShape(locale) }),
      z
        .object({ kind: z.literal('consultation'), ...consultationShape(locale) })
        .superRefine(slotRule(locale)),
    ]),
  ),
);
export type InquiryRequest = z.output<ReturnType<typeof inquiryRequestSchema>>;

const inquiryRecordBase = {
  _id: idSchema,
  isRead: z.boolean(),
  comment: z.string(),
  postingDate: isoDateTimeSchema,
  ...leadRecordFields,
};

/** A stored quote inquiry. */
const quoteInquiryRecordSchema = z.object({
  kind: z.literal('quote'),
  ...inquiryRecordBase,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  company: z.string(),
  noOfStaff: z.number().int(),
  message: z.string(),
  isOkayToRecieveMarketing: z.boolean(),
});

/** A stored consultation request. */
const consultationInquiryRecordSchema = z.object({
  kind: z.literal('consultation'),
  ...inquiryRecordBase,
  company: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  timeZone: z.enum(TIME_ZONES),
  date: z.string(),
  timeFrom: z.string(),
  timeTo: z.string(),
});

/** An inquiry as the admin API returns it. */
const inquirySchema = z.discriminatedUnion('kind', [
  quoteInquiryRecordSchema,
  consultationInquiryRecordSchema,
]);
export type Inquiry = z.infer<typeof inquirySchema>;

/** POST /inquiries success: `{message, inquiry}` (the site reads only `message` on failure). */
export const inquiryCreatedResponseSchema = z.object({ message: z.string(), inquiry: inquirySchema });

/** GET /inquiries: `{inquiries}`. */
export const inquiriesListResponseSchema = z.object({ inquiries: z.array(inquirySchema) });

/** PATCH /inquiries/{id}/mark-read and PATCH /inquiries/{id}/add-comment: `{inquiry}`. */
export const inquiryResponseSchema = z.object({ inquiry: inquirySchema });
