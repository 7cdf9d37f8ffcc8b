// Media named in the content live under content-seeds/media and are served at /media/ (see
// integrations/content-media.mjs). Width and height come from the SVG (or a photo's header, when a photo
// is shown as uploaded: lib/photos.ts) so images reserve their space.
import { readFileSync } from 'node:fs';
import { imageMetadata } from 'astro/assets/utils';
import { resolve } from 'node:path';
import { PREVIEW_BUILD, SITE_BUILD_ENV } from '@crestline/contracts/site-build';
import { currentPreview } from './preview-content';

const seedsDir = process.env[SITE_BUILD_ENV.contentSeedsDir] || resolve(process.cwd(), '../content-seeds');
const sizes = new Map<string, { width: number; height: number } | null>();

export function mediaSrc(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  // A preview's media come from the API's preview route (a draft may name an image no build has yet).
  return `${currentPreview() ? PREVIEW_BUILD.assetsPrefix : ''}/media/${path}`;
}

/** The file a content media path names: under content-seeds/media, or downloaded from the CMS (cms/…). */
export function mediaFile(path: string): string {
  const cmsMedia = currentPreview()?.request.cmsMediaDir ?? process.env[SITE_BUILD_ENV.cmsMediaDir];
  return path.startsWith('cms/')
    ? resolve(cmsMedia || resolve(process.cwd(), '.cms-media'), path)
    : resolve(seedsDir, 'media', path);
}

export async function mediaSize(path: string): Promise<{ width: number; height: number } | null> {
  if (sizes.has(path) && !currentPreview()) return sizes.get(path) ?? null;
  let size: { width: number; height: number } | null = null;
  try {
    const file = mediaFile(path);
    if (/\.(png|jpe?g|webp|gif)$/i.test(path)) {
      const { width, height } = await imageMetadata(new Uint8Array(readFileSync(file)), path);
      size = width && height ? { width, height } : null;
      sizes.set(path, size);
      return size;
    }
    const svg = readFileSync(file, 'utf8').slice(0, 2000);
    const tag = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? '';
    const viewBox = /viewBox\s*=\s*"[\d.\s-]*?([\d.]+)[\s,]+([\d.]+)"/i.exec(tag);
    const width = /\swidth\s*=\s*"([\d.]+)(px)?"/i.exec(tag);
    const height = /\sheight\s*=\s*"([\d.]+)(px)?"/i.exec(tag);
    if (width && height) size = { width: Number(width[1]), height: Number(height[1]) };
    else if (viewBox) size = { width: Number(viewBox[1]), height: Number(viewBox[2]) };
  } catch {
    size = null;
  }
  sizes.set(path, size);
  return size;
}
