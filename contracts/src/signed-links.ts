// The query of a signed link (a resume's, a franchise contract's, an invoice's): its expiry and its
// signature. Both stay unchecked here: a missing or malformed value is a refused link (403), which the
// API's signature check answers, not a validation error (docs/api.md, signed links).

import { z } from 'zod';

/** `?exp=<unix seconds>&sig=<signature>` of GET /files/… and GET /invoices/:latestInvoice. */
export const signedLinkQuerySchema = z.object({ exp: z.unknown().optional(), sig: z.unknown().optional() });
export type SignedLinkQuery = z.infer<typeof signedLinkQuerySchema>;
