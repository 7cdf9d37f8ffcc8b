// Franchise application (spec §2 Franchising): applicant's name, email, optional message, and the signed
// contract as a PDF upload. The spec shows no call for it; these are the fields the API accepts.

import { z } from 'zod';
import { emailText, localized, messageFor, optionalText, requiredText } from './common';
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
export const franchiseApplicationSchemaEn = franchiseApplicationSchema('en');

/** The contract file picked or dropped in the browser: present, then a PDF ("Please upload a PDF file."). */
export const franchiseFileSchema = localized((locale) => {
  const m = messageFor(locale);
  return z
    .custom<FileLike>((v) => isFileLike(v), { error: m('franchise.fileRequired'), abort: true })
    .refine((v) => isPdfFile(v), { error: m('franchise.pdfOnly') });
});

/** POST franchise application success body. */
export const franchiseApplicationResponseSchema = z.object({ message: z.string() });
export type FranchiseApplicationResponse = z.infer<typeof franchiseApplicationResponseSchema>;
