// What every public lead form (contact message, quote, consultation, franchise application) sends besides
// its own fields, and the junk rule the API judges a post by (docs/api.md, "Leads"):
// - `source`: how the visit began (visit-source.ts) and `page`, the path of the page the form was sent
//   from. An object in JSON bodies; a JSON text in multipart ones. Lenient: what does not fit is dropped.
// - `fax`: the honeypot, a field hidden from people and from assistive technology. Anything in it is junk.
// - `startedAt`: when the form was started (ms since 1970, the page's clock). A post sent less than
//   MIN_FILL_MS after it is junk. A post without it (another API client) is judged by the honeypot alone,
//   and so is one whose time lies ahead of the server's (a browser clock running fast).
import { z } from 'zod';
import { visitSourceSchema, type VisitSource } from './visit-source';

/** The shortest time a person takes to fill in and send one of the forms (the API's LEAD_MIN_FILL_MS). */
export const MIN_FILL_MS = 3_000;

/** The honeypot field's name (the kit's Form draws it; bots fill fields named like this). */
export const HONEYPOT_FIELD = 'fax';

const page = z
  .string()
  .trim()
  .max(300)
  .optional()
  .catch(undefined)
  .transform((v) => (v ? v : undefined));

export const leadSourceSchema = visitSourceSchema.extend({ page });
export type LeadSource = VisitSource & { page?: string };

const jsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
};

const toNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

/** The fields a lead form sends besides its own (all optional, never a reason to refuse a post). */
export const leadExtrasSchema = z.object({
  source: z.preprocess(jsonText, leadSourceSchema.optional()).catch(undefined),
  fax: z.unknown().optional(),
  startedAt: z.preprocess(toNumber, z.number().finite().optional()).catch(undefined),
});
export type LeadExtras = z.output<typeof leadExtrasSchema>;

/** Why a post counts as junk, or null when it does not. */
export function junkReason(
  extras: LeadExtras,
  now = Date.now(),
  minFillMs = MIN_FILL_MS,
): 'honeypot' | 'tooFast' | null {
  const fax = extras.fax;
  if (fax !== undefined && fax !== null && String(fax).trim() !== '') return 'honeypot';
  if (extras.startedAt !== undefined) {
    const elapsed = now - extras.startedAt;
    if (elapsed >= 0 && elapsed < minFillMs) return 'tooFast';
  }
  return null;
}

/** What a stored lead adds to its record in the admin API: its language, its source and the junk flag. */
export const leadRecordFields = {
  /** The language of the page the form was sent from. */
  locale: z.enum(['en', 'tr']).optional(),
  source: leadSourceSchema.nullable().optional(),
  /** Kept aside by the junk rule: listed under the inbox's spam filter only. */
  isSpam: z.boolean().optional(),
};

/** `?spam=true` on an inbox's list and export (GET /messages, /inquiries, /franchise-applications). */
export const inboxSpamQuerySchema = z.object({
  spam: z.preprocess((v) => v === 'true' || v === '1' || v === true, z.boolean()).optional(),
});
