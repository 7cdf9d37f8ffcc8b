// How a visitor found the site, sent with a form and stored on the lead or applicant it creates: the
// landing page's campaign parameters, the referring site and the first page of the visit. The site's
// inline boot script records it once per visit (sessionStorage `visitSource`); every field is optional
// and bounded, and a value that does not fit is dropped rather than refusing the form.
import { z } from 'zod';

const bounded = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((v) => (v ? v : undefined));

export const visitSourceSchema = z.object({
  utm_source: bounded(200),
  utm_medium: bounded(200),
  utm_campaign: bounded(200),
  /** The referring site's address (no query or fragment), when the visit came from another site. */
  referrer: bounded(300),
  /** The path of the visit's first page. */
  landingPage: bounded(300),
});
export type VisitSource = { [K in keyof z.infer<typeof visitSourceSchema>]?: string };

/** The sessionStorage key the boot script writes and forms read. */
export const VISIT_SOURCE_KEY = 'visitSource';

/** A short label for lists and CSV: the campaign source, else the referring host, else "direct". */
export function visitSourceLabel(source: Partial<VisitSource> | null | undefined): string {
  if (source?.utm_source) return source.utm_source;
  if (source?.referrer) {
    try {
      return new URL(source.referrer).host || 'direct';
    } catch {
      return 'direct';
    }
  }
  return 'direct';
}
