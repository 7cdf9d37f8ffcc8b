// Photos named in the content (PNG, JPEG or WebP: seeded under content-seeds/media, or uploaded in the CMS
// and downloaded by the content loader before the pages are bundled) go through Astro's image pipeline:
// resized, re-encoded as AVIF and WebP with a srcset, and cropped for share images. The two folders are
// Vite aliases set in astro.config.mjs (@content-media, @cms-media). SVG illustrations are not photos:
// components/Media.astro keeps them as they are. A draft's photo in the CMS's Preview panel (rendered
// on request, with no build step) is shown as uploaded instead.
import { relative } from 'node:path';
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import { mediaFile } from './media';

const seedPhotos = import.meta.glob<ImageMetadata>('@content-media/**/*.{png,jpg,jpeg,webp}', {
  import: 'default',
});
const cmsPhotos = import.meta.glob<ImageMetadata>('@cms-media/cms/*.{png,jpg,jpeg,webp}', {
  import: 'default',
});

/** Whether a content media path names a photo (rather than an SVG illustration or an address). */
export function isPhoto(path: string): boolean {
  return /^[\w./-]+\.(png|jpe?g|webp)$/i.test(path) && !path.startsWith('/') && !path.includes('..');
}

/** A file's key in the globs: relative to the site's folder (the build's root), from "/" inside it. */
function keyOf(file: string): string {
  const path = relative(process.cwd(), file).split('\\').join('/');
  return path.startsWith('../') ? path : `/${path}`;
}
const photos = { ...seedPhotos, ...cmsPhotos };

/** The photo a content media path names, ready for astro:assets; undefined for anything else. */
export async function photoOf(path: string | undefined): Promise<ImageMetadata | undefined> {
  if (!path || !isPhoto(path)) return undefined;
  const load = photos[keyOf(mediaFile(path))];
  return load ? await load() : undefined;
}

/** Widths of a photo's srcset: common layout widths below its own, and its own (at most 2000 pixels). */
export function photoWidths(photo: ImageMetadata): number[] {
  const largest = Math.min(photo.width, 2000);
  return [...[480, 800, 1200, 1600].filter((width) => width < largest), largest];
}

/** A page's own share image: the photo cropped (around its middle) to the share card's 1200×630 PNG. */
export async function sharePhoto(path: string | undefined): Promise<string | undefined> {
  const photo = await photoOf(path);
  if (!photo) return undefined;
  const image = await getImage({
    src: photo,
    width: 1200,
    height: 630,
    fit: 'cover',
    position: 'center',
    format: 'png',
  });
  return image.src;
}
