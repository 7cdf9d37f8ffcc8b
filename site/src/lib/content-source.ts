// Where the site's words come from: Strapi's REST API when CMS_URL is set, otherwise the JSON files in
// content-seeds/. Either way the result is checked against the contracts' schemas by the collections.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { ContentTypeName } from '@crestline/contracts/content';
import type { Locale } from '@crestline/contracts/enums';
import { SITE_BUILD_ENV } from '@crestline/contracts/site-build';
import { STRAPI_META_KEYS, withoutStrapiMeta } from '@crestline/contracts/strapi';

export interface ContentSourceOptions {
  /** Base URL of the CMS (CMS_URL); empty or undefined means "read content-seeds/". */
  cmsUrl?: string | undefined;
  /** Optional read token for the CMS (CMS_TOKEN). */
  cmsToken?: string | undefined;
  /** Folder holding content-seeds (with a trailing slash). */
  seedsDir: URL;
  /** Folder the CMS's media files are downloaded into (copied into the build under /media/cms/). */
  cmsMediaDir?: URL;
  fetch?: typeof fetch;
}

export class ContentSourceError extends Error {
  override name = 'ContentSourceError';
}

/** A list as the CMS edits it: entries of one field, `value` (cms/scripts/zod-to-strapi.ts). */
const isEditableList = (value: unknown): value is { value: unknown }[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every(
    (item) =>
      item !== null &&
      typeof item === 'object' &&
      Object.keys(item)
        .filter((key) => !STRAPI_META_KEYS.has(key))
        .join() === 'value',
  );

/**
 * Strapi answers with meta keys and media objects; the seeds hold plain values. Strip the meta keys, turn
 * an editable list back into the list of its values, and a media object into a `cms/<file name>` path
 * (noting its URL in `media`, to be downloaded), so both sources reach the schemas in the same shape and
 * the build serves every image itself. This is the one place that knows the CMS's shape of a list.
 */
export function fromStrapi(value: unknown, media?: Map<string, string>): unknown {
  if (isEditableList(value)) return value.map((item) => fromStrapi(item.value, media));
  return withoutStrapiMeta(value, (record) => {
    if (typeof record.url === 'string' && typeof record.mime === 'string') {
      const name = mediaName(record.url);
      media?.set(`cms/${name}`, record.url);
      return `cms/${name}`;
    }
    if (Array.isArray(record.data) && Object.keys(record).length === 1) return fromStrapi(record.data, media);
    for (const [key, inner] of Object.entries(record)) {
      if (isEditableList(inner))
        return fromStrapi({ ...record, [key]: inner.map((item) => item.value) }, media);
    }
    return undefined;
  });
}

/** A media file's name in the build: the last part of its address, only safe characters. */
const mediaName = (url: string) =>
  url
    .split('?')[0]!
    .split('/')
    .pop()!
    .replace(/[^A-Za-z0-9_.-]/g, '_');

/**
 * Images the editor put into Markdown text (Strapi writes the upload's address, "/uploads/…" or with the
 * CMS's origin) are served by the site itself: each becomes /media/cms/<name>, noted in `media` to be
 * downloaded like the media fields. Images from anywhere else stay as written (the sanitiser drops them).
 */
export function localizeMarkdownImages(value: unknown, cmsUrl: string, media: Map<string, string>): unknown {
  if (typeof value === 'string') {
    const origin = cmsUrl.replace(/\/+$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const image = new RegExp(`(!\\[[^\\]]*\\]\\()(?:${origin})?(/uploads/[^)\\s]+)`, 'g');
    return value.replace(image, (_whole, start: string, upload: string) => {
      const name = mediaName(upload);
      media.set(`cms/${name}`, upload);
      return `${start}/media/cms/${name}`;
    });
  }
  if (Array.isArray(value)) return value.map((item) => localizeMarkdownImages(item, cmsUrl, media));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, localizeMarkdownImages(inner, cmsUrl, media)]),
    );
  }
  return value;
}

/** Downloads media the CMS content names into cmsMediaDir; Strapi's file names carry a hash, so a
 * file already there is the same file. */
async function downloadMedia(media: Map<string, string>, options: ContentSourceOptions) {
  if (!options.cmsMediaDir) return;
  const doFetch = options.fetch ?? fetch;
  for (const [rel, url] of media) {
    const target = fileURLToPath(new URL(rel.slice('cms/'.length), new URL('cms/', options.cmsMediaDir)));
    if (existsSync(target)) continue;
    const res = await doFetch(new URL(url, options.cmsUrl), { signal: AbortSignal.timeout(20_000) });
    if (!res.ok) throw new ContentSourceError(`Could not download ${url} from the CMS (${res.status}).`);
    await mkdir(fileURLToPath(new URL('cms/', options.cmsMediaDir)), { recursive: true });
    await writeFile(target, Buffer.from(await res.arrayBuffer()));
  }
}

const collectionEndpoints: Partial<Record<ContentTypeName, string>> = { roles: 'roles', plans: 'plans' };

/** One document's draft (the preview): a collection entry by its documentId, or a single type's page. */
export interface DraftOf {
  documentId: string;
}

export function cmsUrlFor(base: string, type: ContentTypeName, locale: Locale, draft?: DraftOf): URL {
  const endpoint = collectionEndpoints[type] ?? type;
  const one = draft && collectionEndpoints[type] ? `/${encodeURIComponent(draft.documentId)}` : '';
  const url = new URL(`api/${endpoint}${one}`, base.endsWith('/') ? base : `${base}/`);
  url.searchParams.set('locale', locale);
  if (collectionEndpoints[type] && !draft) url.searchParams.set('pagination[pageSize]', '200');
  if (draft) url.searchParams.set('status', 'draft');
  return url;
}

async function fromCms(
  type: ContentTypeName,
  locale: Locale,
  options: ContentSourceOptions,
  draft?: DraftOf,
) {
  const url = cmsUrlFor(options.cmsUrl as string, type, locale, draft);
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      headers: {
        Accept: 'application/json',
        ...(options.cmsToken ? { Authorization: `Bearer ${options.cmsToken}` } : {}),
      },
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    const cause =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    throw new ContentSourceError(
      `CMS_URL is set to ${options.cmsUrl} but the CMS could not be reached (${cause || String(error)}). ` +
        'Start the CMS, or unset CMS_URL to build from content-seeds/.',
    );
  }
  if (!response.ok) {
    throw new ContentSourceError(
      `The CMS at ${options.cmsUrl} answered ${response.status} ${response.statusText} for ${url.pathname}${url.search} ` +
        `(content type "${type}", locale ${locale}). Check that it is published and that CMS_TOKEN is the CMS's read token.`,
    );
  }
  const body = (await response.json()) as { data?: unknown };
  if (body.data === undefined || body.data === null) {
    throw new ContentSourceError(
      `The CMS has no published "${type}" content in locale ${locale} (${url.href}).`,
    );
  }
  const media = new Map<string, string>();
  const content = localizeMarkdownImages(fromStrapi(body.data, media), options.cmsUrl as string, media);
  await downloadMedia(media, options);
  return content;
}

async function fromSeeds(type: ContentTypeName, locale: Locale, options: ContentSourceOptions) {
  const file = new URL(`${type}/${locale}.json`, options.seedsDir);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ContentSourceError(
      `Missing content file ${file.pathname} (${(error as NodeJS.ErrnoException).code ?? 'unreadable'}).`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ContentSourceError(
      `Content file ${file.pathname} is not valid JSON: ${(error as Error).message}`,
    );
  }
}

/** The raw (unvalidated) content of one type in one locale; with `draft`, that document's draft (CMS only). */
export function readContent(
  type: ContentTypeName,
  locale: Locale,
  options: ContentSourceOptions,
  draft?: DraftOf,
): Promise<unknown> {
  return options.cmsUrl ? fromCms(type, locale, options, draft) : fromSeeds(type, locale, options);
}

/**
 * An entry with the fields both locales share (prices, keys, order, media, links: the contracts'
 * `sharedFields`) taken from the default locale's entry, so every language shows the one value the CMS
 * keeps for them, and the checkout charges what both pricing pages show.
 */
export function withSharedFields(
  entry: Record<string, unknown>,
  defaultEntry: Record<string, unknown> | undefined,
  fields: readonly string[],
): Record<string, unknown> {
  if (!defaultEntry) return entry;
  const shared = Object.fromEntries(fields.filter((f) => f in defaultEntry).map((f) => [f, defaultEntry[f]]));
  return { ...entry, ...shared };
}

/** Options from the environment; `root` is the site folder (Astro's config.root). */
export function sourceOptionsFromEnv(root: URL, env: NodeJS.ProcessEnv = process.env): ContentSourceOptions {
  const seeds = env[SITE_BUILD_ENV.contentSeedsDir];
  const seedsDir = seeds
    ? new URL(`file://${seeds.endsWith('/') ? seeds : `${seeds}/`}`)
    : new URL('../content-seeds/', root);
  return {
    cmsUrl: env[SITE_BUILD_ENV.cmsUrl]?.trim() || undefined,
    cmsToken: env[SITE_BUILD_ENV.cmsToken]?.trim() || undefined,
    seedsDir,
    cmsMediaDir: cmsMediaDir(root, env),
  };
}

/** Where media downloaded from the CMS are kept (CMS_MEDIA_DIR, default site/.cms-media/). */
export function cmsMediaDir(root: URL, env: NodeJS.ProcessEnv = process.env): URL {
  const media = env[SITE_BUILD_ENV.cmsMediaDir];
  return media
    ? new URL(`file://${media.endsWith('/') ? media : `${media}/`}`)
    : new URL('.cms-media/', root);
}
