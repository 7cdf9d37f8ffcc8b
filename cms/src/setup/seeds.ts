// First-boot import of content-seeds/: every entry missing from the CMS (a collection entry by its
// slug/key, a single type when empty) is created in en, then tr, and published; a list of texts in a seed
// becomes the entries of an editable list. Entries that exist are never touched, so editors' changes survive
// restarts. Media files named by the seeds (SVG, PDF, video, WebVTT captions) are uploaded to the media
// library once and linked.
import fs from 'node:fs';
import path from 'node:path';
import type { Core, UID } from '@strapi/strapi';
import { contentTypes, uidOf, type ContentTypeEntry } from '../content/registry';
import { seedsDir } from '../runtime/paths';

type Attribute = { type: string; component?: string; repeatable?: boolean; multiple?: boolean };
type Attributes = Record<string, Attribute>;
type SeedValue = Record<string, unknown>;

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt',
};
const MEDIA_STORE = { type: 'core', name: 'content-seeds', key: 'media' } as const;

const readSeed = (type: ContentTypeEntry, locale: string): unknown => {
  const file = path.join(seedsDir(), type.seed, `${locale}.json`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
};

/** Seed media path → media library file id, remembered in Strapi's store so each file is uploaded once. */
const createMediaLibrary = async (strapi: Core.Strapi) => {
  const known = ((await strapi.store.get(MEDIA_STORE)) as Record<string, number> | null) ?? {};
  const upload = async (relativePath: string): Promise<number> => {
    const id = known[relativePath];
    if (id && (await strapi.db.query('plugin::upload.file').findOne({ where: { id } }))) return id;
    const filepath = path.join(seedsDir(), 'media', relativePath);
    if (!fs.existsSync(filepath)) throw new Error(`content-seeds/media/${relativePath} does not exist`);
    const [file] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name: path.basename(relativePath) } },
        files: {
          filepath,
          originalFilename: path.basename(relativePath),
          mimetype: MIME[path.extname(relativePath)] ?? 'application/octet-stream',
          size: fs.statSync(filepath).size,
        },
      });
    known[relativePath] = file.id;
    await strapi.store.set({ ...MEDIA_STORE, value: known });
    return file.id;
  };
  // One upload per path even when several fields name the same file at once.
  const pending = new Map<string, Promise<number>>();
  return (relativePath: string) => {
    if (!pending.has(relativePath)) pending.set(relativePath, upload(relativePath));
    return pending.get(relativePath)!;
  };
};

type MediaLibrary = Awaited<ReturnType<typeof createMediaLibrary>>;

/** A seed object in Strapi's input shape: media paths become file ids, components recurse. */
const toStrapiData = async (
  strapi: Core.Strapi,
  attributes: Attributes,
  value: SeedValue,
  media: MediaLibrary,
  where: string,
): Promise<SeedValue> => {
  const data: SeedValue = {};
  for (const [key, field] of Object.entries(value)) {
    const attribute = attributes[key];
    if (!attribute) {
      strapi.log.warn(`[content-seeds] ${where}.${key} has no field in the CMS; skipped`);
      continue;
    }
    if (field === null || field === undefined) continue;
    if (attribute.type === 'media') {
      data[key] = await media(field as string);
    } else if (attribute.type === 'component') {
      const nested = strapi.components[attribute.component as UID.Component].attributes as Attributes;
      if (attribute.repeatable && Object.keys(nested).join() === 'value') {
        // A list of texts (or choices) in the seeds: one list entry per item.
        data[key] = (field as unknown[]).map((value) => ({ value }));
      } else if (attribute.repeatable) {
        const items: SeedValue[] = [];
        for (const [i, item] of (field as SeedValue[]).entries()) {
          items.push(await toStrapiData(strapi, nested, item, media, `${where}.${key}[${i}]`));
        }
        data[key] = items;
      } else {
        data[key] = await toStrapiData(strapi, nested, field as SeedValue, media, `${where}.${key}`);
      }
    } else {
      data[key] = field;
    }
  }
  return data;
};

/** Creates one document from its en and (optional) tr seed, both published; all or nothing. */
const importDocument = async (
  strapi: Core.Strapi,
  uid: UID.ContentType,
  en: SeedValue,
  tr: SeedValue | undefined,
  media: MediaLibrary,
  where: string,
) => {
  const attributes = strapi.contentType(uid).attributes as Attributes;
  const enData = await toStrapiData(strapi, attributes, en, media, `${where} en`);
  const trData = tr && (await toStrapiData(strapi, attributes, tr, media, `${where} tr`));
  await strapi.db.transaction(async () => {
    const documents = strapi.documents(uid);
    const created = await documents.create({ locale: 'en', data: enData as never, status: 'published' });
    if (trData) {
      await documents.update({
        documentId: created.documentId,
        locale: 'tr',
        data: trData as never,
        status: 'published',
      });
    }
  });
};

export interface ImportReport {
  imported: string[];
  failed: { document: string; error: string }[];
}

/** Imports what is missing. A seed that fails is logged and skipped; the CMS still starts. */
export const importSeeds = async (strapi: Core.Strapi): Promise<ImportReport> => {
  const report: ImportReport = { imported: [], failed: [] };
  if (!fs.existsSync(seedsDir())) {
    strapi.log.warn(`[content-seeds] ${seedsDir()} not found; nothing imported`);
    return report;
  }
  const started = Date.now();
  const media = await createMediaLibrary(strapi);
  const attempt = async (document: string, run: () => Promise<void>) => {
    try {
      await run();
      report.imported.push(document);
    } catch (error) {
      const details = (error as { details?: { errors?: { path: string[]; message: string }[] } }).details;
      const message = details?.errors?.length
        ? details.errors.map((e) => `${e.path.join('.')}: ${e.message}`).join('; ')
        : (error as Error).message;
      report.failed.push({ document, error: message });
      strapi.log.error(`[content-seeds] ${document} not imported: ${message}`);
    }
  };
  // What is missing first, so a first start can say what it is doing before the slow part.
  const todo: { document: string; run: () => Promise<void> }[] = [];
  for (const type of contentTypes) {
    const uid = uidOf(type) as UID.ContentType;
    const en = readSeed(type, 'en');
    const tr = readSeed(type, 'tr');
    if (!en) {
      strapi.log.warn(`[content-seeds] ${type.seed}/en.json not found; ${type.name} not seeded`);
      continue;
    }
    if (type.kind === 'single') {
      if ((await strapi.db.query(uid).count()) > 0) continue;
      todo.push({
        document: type.seed,
        run: () =>
          importDocument(strapi, uid, en as SeedValue, tr as SeedValue | undefined, media, type.seed),
      });
      continue;
    }
    const keyField = type.keyField!;
    const trByKey = new Map(((tr as SeedValue[] | undefined) ?? []).map((entry) => [entry[keyField], entry]));
    for (const entry of en as SeedValue[]) {
      const key = entry[keyField];
      if (await strapi.db.query(uid).findOne({ where: { [keyField]: key } })) continue;
      const document = `${type.seed}/${String(key)}`;
      todo.push({
        document,
        run: () => importDocument(strapi, uid, entry, trByKey.get(key), media, document),
      });
    }
  }
  if (todo.length > 0) {
    strapi.log.info(
      `[content-seeds] importing ${todo.length} documents in en and tr (first start: takes a while)…`,
    );
  }
  for (const [i, { document, run }] of todo.entries()) {
    await attempt(document, run);
    if ((i + 1) % 20 === 0) strapi.log.info(`[content-seeds] ${i + 1}/${todo.length}`);
  }
  if (report.imported.length > 0) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    strapi.log.info(`[content-seeds] imported ${report.imported.length} documents (en + tr) in ${seconds} s`);
  }
  if (report.failed.length > 0)
    strapi.log.error(`[content-seeds] ${report.failed.length} documents not imported`);
  return report;
};
