// Building blocks shared by every area: ids, ISO dates, the error envelope (docs/api.md) and the
// per-locale schema factory with the field helpers whose messages come from the catalogue.

import { z } from 'zod';
import { LOCALES, normalizeLocale, type Locale } from './enums';
import { t, type MessageKey, type MessageParams } from './translate';

/** One of the site's locales (enums.ts `LOCALES`: en, tr), checked. */
export const localeSchema = z.enum(LOCALES);

/** A record id as sent in JSON (`_id`). */
export const idSchema = z.string().trim().min(1);
export type Id = z.infer<typeof idSchema>;

/** Route parameter holder, e.g. `/jobs/:id`. */
export const idParamsSchema = z.object({ id: idSchema });

/** ISO 8601 date-time string as sent in JSON ("2024-12-01T09:30:00.000Z"; offsets allowed). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

const validationIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});
type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** `{error, message, code, issues?}`: error and message carry the same readable text. */
export const errorResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.string(),
  issues: z.array(validationIssueSchema).optional(),
});
type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The envelope of an error answer (the codes are the API's, e.g. VALIDATION_FAILED, NOT_FOUND). */
export function errorResponse(code: string, text: string, issues?: ValidationIssue[]): ErrorResponse {
  return issues ? { error: text, message: text, code, issues } : { error: text, message: text, code };
}

/** Issues of a failed parse in the envelope's shape. */
export function toValidationIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
    message: issue.message,
  }));
}

/** First message of a failed safeParse, or null on success. */
export function firstIssueMessage(result: { success: boolean; error?: z.ZodError }): string | null {
  if (result.success) return null;
  return result.error?.issues[0]?.message ?? null;
}

/**
 * Turns a schema builder into a per-locale factory: `f('tr')` builds once and is cached, and anything
 * other than en/tr (or nothing) gives the en instance.
 */
export function localized<T>(build: (locale: Locale) => T): (locale?: Locale | string | null) => T {
  const cache = new Map<Locale, T>();
  return (locale) => {
    const key = normalizeLocale(locale);
    let schema = cache.get(key);
    if (schema === undefined) {
      schema = build(key);
      cache.set(key, schema);
    }
    return schema;
  };
}

/** Message lookup bound to one locale, for schema builders. */
export function messageFor(locale: Locale): (key: MessageKey, params?: MessageParams) => string {
  return (key, params) => t(locale, key, params);
}

/** Non-blank text (trimmed); missing, non-string or blank gives `message`. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/** Text that may be missing; trimmed when present. */
export function optionalText() {
  return z.string().trim().optional();
}

/** Non-blank text of a given pattern: blank → `required`, pattern failure → `invalid`. */
export function patternText(pattern: RegExp, required: string, invalid: string = required) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(pattern, { error: invalid, abort: true });
}

/** An email address: blank → `required`, wrong shape → `invalid`. Lower-cased is NOT applied. */
export function emailText(required: string, invalid: string = required) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .pipe(z.email({ error: invalid }));
}

/** Form and multipart booleans: true/false, "true"/"false", "yes"/"no", "on" (a ticked checkbox). */
function toFormBoolean(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === 'yes' || v === 'on') return true;
  if (v === 'false' || v === 'no') return false;
  return value;
}

/** A boolean that must be given (true or false); anything else → `message`. */
export function formBoolean(message: string) {
  return z.preprocess(toFormBoolean, z.boolean({ error: message }));
}

/** An optional boolean; blank or missing → undefined. */
export function optionalFormBoolean(message?: string) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : toFormBoolean(v)),
    z.boolean(message ? { error: message } : undefined).optional(),
  );
}

/** Blank strings and null → undefined, so optional selects with an empty option parse as "not given". */
export function blankToUndefined(value: unknown): unknown {
  return value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
}

/** PATCH …/add-comment body and the comment modals: a non-blank comment. */
export const commentBodySchema = localized((locale) =>
  z.object({ comment: requiredText(messageFor(locale)('comment.required')) }),
);
export type CommentBody = z.output<ReturnType<typeof commentBodySchema>>;
