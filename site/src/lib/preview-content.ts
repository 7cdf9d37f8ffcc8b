// The content of one preview request (docs/site.md, "Preview"): the preview build renders a page on
// request with one document's draft from the CMS and everything else as published, read with the CMS's
// read token. The API names the document in the request's locals; src/middleware.ts makes this the
// content of that request, and lib/content.ts reads from it instead of the build's collections.
import { AsyncLocalStorage } from 'node:async_hooks';
import { entrySchemas, sharedFields, type ContentTypeName } from '@crestline/contracts/content';
import { DEFAULT_LOCALE, type Locale } from '@crestline/contracts/enums';
import type { PreviewRequest } from '@crestline/contracts/site-build';
import { readContent, withSharedFields, type ContentSourceOptions } from './content-source';

/** What the API names in the request's locals (contracts/site-build.ts). */
export type { PreviewRequest };

type Entry = Record<string, unknown>;
const keyOf: Partial<Record<ContentTypeName, string>> = { roles: 'slug', plans: 'key' };

export class PreviewContent {
  private readonly raw = new Map<string, Promise<unknown>>();
  private readonly options: ContentSourceOptions;

  constructor(readonly request: PreviewRequest) {
    this.options = {
      cmsUrl: request.cmsUrl,
      cmsToken: request.cmsToken,
      seedsDir: new URL('file:///nonexistent/'),
      cmsMediaDir: new URL(`file://${request.cmsMediaDir.replace(/\/?$/, '/')}`),
    };
  }

  /** Published content, with the previewed document's draft in its place (in every locale it has one). */
  private read(type: ContentTypeName, locale: Locale): Promise<unknown> {
    const cacheKey = `${type}/${locale}`;
    if (!this.raw.has(cacheKey)) this.raw.set(cacheKey, this.readFresh(type, locale));
    return this.raw.get(cacheKey)!;
  }

  private async readFresh(type: ContentTypeName, locale: Locale): Promise<unknown> {
    const published = readContent(type, locale, this.options).catch(() => undefined);
    if (type !== this.request.type) return published;
    const draft = (await readContent(type, locale, this.options, this.request).catch(() => undefined)) as
      Entry | undefined;
    const key = keyOf[type];
    if (!key || !draft) return draft ?? published;
    const list = ((await published) as Entry[] | undefined) ?? [];
    const others = list.filter((entry) => entry[key] !== draft[key]);
    return [...others, draft];
  }

  /** A single type's page in a locale, checked against the contracts, shared fields from the default locale. */
  async single(type: ContentTypeName, locale: Locale): Promise<Entry> {
    const entry = (await this.read(type, locale)) as Entry | undefined;
    if (!entry) throw new Error(`No "${type}" content in locale ${locale}.`);
    const base = locale === DEFAULT_LOCALE ? undefined : ((await this.read(type, DEFAULT_LOCALE)) as Entry);
    return entrySchemas[type].parse(withSharedFields(entry, base, sharedFields[type])) as Entry;
  }

  /** A collection's entries in a locale, each checked, shared fields from the default locale. */
  async list(type: 'roles' | 'plans', locale: Locale): Promise<Entry[]> {
    const key = keyOf[type]!;
    const entries = ((await this.read(type, locale)) as Entry[] | undefined) ?? [];
    const base =
      locale === DEFAULT_LOCALE
        ? new Map<unknown, Entry>()
        : new Map(((await this.read(type, DEFAULT_LOCALE)) as Entry[]).map((e) => [e[key], e]));
    return entries.map(
      (entry) =>
        entrySchemas[type].parse(withSharedFields(entry, base.get(entry[key]), sharedFields[type])) as Entry,
    );
  }

  /** Reads the previewed document as the page will: a draft that cannot be shown yet throws, with why. */
  async check(): Promise<void> {
    const { type, locale } = this.request;
    if (type === 'roles' || type === 'plans') await this.list(type, locale);
    else await this.single(type, locale);
  }
}

const store = new AsyncLocalStorage<PreviewContent>();

/** The preview being rendered by this request, if it is one. */
export const currentPreview = (): PreviewContent | undefined => store.getStore();

export const withPreview = <T>(preview: PreviewContent, render: () => T): T => store.run(preview, render);
