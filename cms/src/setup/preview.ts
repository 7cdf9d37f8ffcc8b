// Strapi's Preview panel (Content Manager → an entry → Open preview): the configured handler answers the
// address of the page that shows the entry, in the entry's locale, on the site's preview route. The
// address carries a signed token (the API's api/src/modules/preview/links.ts reads the same format:
// base64url(JSON) "." base64url(HMAC-SHA256)), valid an hour, naming the document whose draft to render.
import crypto from 'node:crypto';
import type { Core, UID } from '@strapi/strapi';
import { pageOfType } from '../content/pages';
import { contentTypes, uidOf } from '../content/registry';
import { previewSecret } from '../runtime/secrets';

const LINK_SECONDS = 60 * 60;

/** The site's public origin the preview is served from (PUBLIC_URL, or the local run's API port). */
export const siteOrigin = () =>
  new URL(process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`).origin;

export const signPreviewToken = (link: object, secret = previewSecret()) => {
  const text = Buffer.from(JSON.stringify(link)).toString('base64url');
  return `${text}.${crypto.createHmac('sha256', secret).update(text).digest('base64url')}`;
};

interface PreviewParams {
  documentId?: string;
  locale?: string;
  status?: string;
}

/** The preview address of one entry, or null for a type that makes no page. */
export const previewUrl = async (strapi: Core.Strapi, uid: string, params: PreviewParams) => {
  const type = contentTypes.find((t) => uidOf(t) === uid);
  const page = type && pageOfType[type.name];
  if (!type || !page || !params.documentId) return null;
  const locale = params.locale || 'en';
  let path = page.path;
  if (path.includes('{slug}')) {
    const entry = (await strapi
      .documents(uid as UID.ContentType)
      .findOne({ documentId: params.documentId, locale, status: 'draft', fields: ['slug'] } as never)) as {
      slug?: string;
    } | null;
    if (!entry?.slug) return null;
    path = path.replace('{slug}', entry.slug);
  }
  const token = signPreviewToken({
    type: type.seed,
    documentId: params.documentId,
    locale,
    path: locale === 'en' ? path : `/${locale}${path === '/' ? '' : path}`,
    exp: Math.floor(Date.now() / 1000) + LINK_SECONDS,
  });
  return `${siteOrigin()}/preview/${token}`;
};
