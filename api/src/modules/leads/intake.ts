// What a public lead form's post says besides its own fields (contracts' leads.ts): the page's language,
// how the visit came and whether the junk rule (honeypot, minimum fill time) holds it for spam. Read from
// the raw body, so each form's schema stays its own; a value that does not fit is dropped, never refused.
import { junkReason, leadExtrasSchema, type LeadSource, type Locale } from '@crestline/contracts';
import type { Request } from 'express';

export interface LeadIntake {
  /** The language of the page the form was sent from (the request's language). */
  locale: Locale;
  source: LeadSource | null;
  /** Tripped the honeypot or came in faster than a person fills the form: stored aside, no mail. */
  isSpam: boolean;
}

export function leadIntake(req: Request, locale: Locale, minFillMs?: number): LeadIntake {
  const raw: unknown = req.body;
  const parsed = leadExtrasSchema.safeParse(raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {});
  const extras = parsed.success ? parsed.data : {};
  const source = Object.fromEntries(
    Object.entries(extras.source ?? {}).filter(([, value]) => typeof value === 'string' && value !== ''),
  ) as LeadSource;
  return {
    locale,
    source: Object.keys(source).length ? source : null,
    isSpam: junkReason(extras, Date.now(), minFillMs) !== null,
  };
}
