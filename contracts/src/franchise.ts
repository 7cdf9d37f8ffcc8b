// Franchise application (docs/product.md): applicant's name, email, optional message, and the signed
// contract as a PDF upload. These are the fields the API accepts.

import { z } from 'zod';
import { leadRecordFields } from './leads';
import {
  emailText,
  idSchema,
  isoDateTimeSchema,
  localized,
  messageFor,
  optionalText,
  requiredText,
} from './common';
import { isFileLike, isPdfFile, type FileLike } from './applicants';

/** Multipart text fields of a franchise application. */
export const franchiseApplicationSchema = localized((locale) => {
  const m = messageFor(locale);
  return z.object({
    name: requiredText(m('auth.nameRequired')),
    email: emailText(m('common.emailInvalid')),
    message: optionalText(),
  });
});
export type FranchiseApplication = z.output<ReturnType<typeof franchiseApplicationSchema>>;

/** The contract file picked or dropped in the browser: present, then a PDF ("Please upload a PDF file."). */
export const franchiseFileSchema = localized((locale) => {
  const m = messageFor(locale);
  return z
    .custom<FileLike>((v) => isFileLike(v), { error: m('franchise.fileRequired'), abort: true })
    .refine((v) => isPdfFile(v), { error: m('franchise.pdfOnly') });
});

/** POST /franchise-applications success body (201). */
export const franchiseApplicationCreatedResponseSchema = z.object({ message: z.string() });

/** A franchise application as the admin API returns it. */
const franchiseApplicationRecordSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  comment: z.string(),
  /** Short-lived signed link to the contract PDF. */
  contractLink: z.string(),
  createdAt: isoDateTimeSchema,
  ...leadRecordFields,
});

/** GET /franchise-applications: `{franchiseApplications}`, newest first. */
export const franchiseApplicationsListResponseSchema = z.object({
  franchiseApplications: z.array(franchiseApplicationRecordSchema),
});

/** PATCH /franchise-applications/{id}/mark-read and …/add-comment: `{franchiseApplication}`. */
export const franchiseApplicationResponseSchema = z.object({
  franchiseApplication: franchiseApplicationRecordSchema,
});
