// Preview links (docs/api.md, "Preview"): the CMS's Preview panel opens /preview/<token>, where the token
// names one document's draft (its content type, documentId, locale), the page that shows it and an
// expiry, signed with PREVIEW_SECRET, which the CMS and the API share (cms/src/setup/preview.ts signs
// in the same format): base64url(JSON) "." base64url(HMAC-SHA256 of that text).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { localeSchema } from '@crestline/contracts/common';
import { contentSchemas } from '@crestline/contracts/content';

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

const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

export function signPreviewLink(secret: string, link: PreviewLink): string {
  const text = Buffer.from(JSON.stringify(link)).toString('base64url');
  return `${text}.${sign(secret, text)}`;
}

/** The link a token stands for, when its signature holds and it has not expired. */
export function readPreviewLink(secret: string, token: string, now = Date.now()): PreviewLink | undefined {
  const [text = '', signature = ''] = token.split('.');
  const expected = Buffer.from(sign(secret, text));
  const given = Buffer.from(signature);
  if (!text || expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let link: PreviewLink;
  try {
    link = previewLinkSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    return undefined;
  }
  return link.exp * 1000 > now ? link : undefined;
}
