// Preview links (docs/api.md, "Preview"): the CMS's Preview panel opens /preview/<token>, where the token
// names one document's draft (its content type, documentId, locale), the page that shows it and an
// expiry, signed with PREVIEW_SECRET, which the CMS and the API share (cms/src/setup/preview.ts signs
// in the same format): a sealed token (lib/signed-token.ts), base64url(JSON) "." base64url(HMAC-SHA256 of
// that text).
import { z } from 'zod';
import { localeSchema } from '@crestline/contracts/common';
import { contentSchemas } from '@crestline/contracts/content';
import { signedTokens, unexpired } from '../../lib/signed-token';

const contentTypes = Object.keys(contentSchemas) as [
  keyof typeof contentSchemas,
  ...(keyof typeof contentSchemas)[],
];

export const previewLinkSchema = z.object({
  type: z.enum(contentTypes),
  documentId: z.string().regex(/^[\w-]{1,64}$/),
  locale: localeSchema,
  /** The page to render: a site path, without dots or backslashes. */
  path: z.string().regex(/^\/[\w\-/%]*$/),
  /** Expiry, in Unix seconds. */
  exp: z.number().int(),
});
export type PreviewLink = z.infer<typeof previewLinkSchema>;

export function signPreviewLink(secret: string, link: PreviewLink): string {
  return signedTokens(secret).seal(Buffer.from(JSON.stringify(link)).toString('base64url'));
}

/** The link a token stands for, when its signature holds and it has not expired. */
export function readPreviewLink(secret: string, token: string, now = Date.now()): PreviewLink | undefined {
  const text = signedTokens(secret).open(token);
  if (!text) return undefined;
  let link: PreviewLink;
  try {
    link = previewLinkSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    return undefined;
  }
  return unexpired(link.exp * 1000, now) ? link : undefined;
}
