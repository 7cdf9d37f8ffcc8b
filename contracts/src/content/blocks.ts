// Building blocks of the content model: texts, media paths, links, SEO, the catalogue keys, and the two
// collections (roles, plans). Conventions: see ../content.ts.
import { z } from 'zod';
import { PLAN_KEYS, ROLE_SLUGS } from '../enums';

// ---------------------------------------------------------------------------------------------------
// Building blocks

/** A visible text: trimmed, never empty. */
export const textSchema = z.string().trim().min(1);
/** A rich-text field: Markdown, never empty. */
export const markdownSchema = z.string().trim().min(1);

/**
 * Path of an image under content-seeds/media, e.g. "icons/marketing.svg" (illustrations are SVG; photos
 * PNG, JPEG or WebP, which the site serves resized through its image pipeline), or uploaded (cms/…).
 */
export const mediaPathSchema = z
  .string()
  .regex(
    /^([A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.(svg|png|jpe?g|webp)|cms\/[A-Za-z0-9_.-]+\.(svg|png|jpe?g|webp|gif))$/,
    'a relative path to an .svg, .png, .jpg or .webp under content-seeds/media, or an image uploaded in the CMS (cms/…)',
  );

/** Path of a PDF document under content-seeds/media (e.g. "franchise-agreement.pdf"), or uploaded (cms/…). */
export const documentPathSchema = z
  .string()
  .regex(
    /^([A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*|cms\/[A-Za-z0-9_.-]+)\.pdf$/,
    'a relative path to a .pdf under content-seeds/media, or a PDF uploaded in the CMS (cms/…)',
  );

/** Path of a video under content-seeds/media ("videos/home-remote-team.mp4"), or uploaded in the CMS (cms/…). */
export const videoPathSchema = z
  .string()
  .regex(
    /^([A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*|cms\/[A-Za-z0-9_.-]+)\.(mp4|webm)$/,
    'a relative path to an .mp4 or .webm under content-seeds/media, or a video uploaded in the CMS (cms/…)',
  );

/** Path of a WebVTT caption file under content-seeds/media, or uploaded in the CMS (cms/…). */
export const captionsPathSchema = z
  .string()
  .regex(
    /^([A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*|cms\/[A-Za-z0-9_.-]+)\.vtt$/,
    'a relative path to a .vtt under content-seeds/media, or a caption file uploaded in the CMS (cms/…)',
  );

/**
 * A video played on the page from the site's own origin (never a third-party embed): MP4 (H.264) plays in
 * every browser, an optional WebM (VP9) is offered first when smaller; captions in both languages, the
 * page's language on by default. The place's poster is the still shown before play.
 */
export const videoSchema = z.object({
  mp4: videoPathSchema,
  webm: videoPathSchema.optional(),
  captionsEn: captionsPathSchema,
  captionsTr: captionsPathSchema,
});
export type Video = z.infer<typeof videoSchema>;

/** A link target: a site route ("/pricing"), an in-page anchor ("#pricingItem") or an absolute URL. */
export const hrefSchema = z.string().regex(/^(\/|#|https?:\/\/)\S*$/, 'a route, an anchor or an http(s) URL');

export const linkSchema = z.object({ label: textSchema, href: hrefSchema });

/** A bullet with a bold lead-in followed by its text ("**Vetted talent.** We screen…"). */
export const leadBulletSchema = z.object({ lead: textSchema, text: textSchema });

/**
 * Per-page meta. `title` is the page's own title; the site appends the brand (see global.seo).
 * `shareImage`: the editor's own share image for the page (cropped to 1200×630 by the build), instead of
 * the card the build draws from the title.
 */
export const seoSchema = z.object({
  title: textSchema,
  description: textSchema,
  shareImage: mediaPathSchema.optional(),
});

/** A card with an icon (decorative; the title says what it is). */
export const iconCardSchema = z.object({ title: textSchema, text: textSchema, icon: mediaPathSchema });

export const containsPlaceholder = (placeholder: string) =>
  textSchema.refine((s) => s.includes(placeholder), { message: `must contain ${placeholder}` });
/** A text that names at least one of the placeholders. */
export const containsOneOf = (...placeholders: string[]) =>
  textSchema.refine((s) => placeholders.some((p) => s.includes(p)), {
    message: `must contain one of ${placeholders.join(', ')}`,
  });

// ---------------------------------------------------------------------------------------------------
// Catalogue keys

/** The 44 role slugs of the product (docs/product.md) (one list, in enums.ts); /services/{role} resolves to one of them. */
export const roleSlugs = ROLE_SLUGS;
export const roleSlugSchema = z.enum(roleSlugs);
export type RoleSlug = z.infer<typeof roleSlugSchema>;

/** The five role groups (used for the navbar's mega-dropdown columns; names are not shown). */
export const roleGroups = ['operations', 'marketing', 'sales', 'finance', 'engineering'] as const;
const roleGroupSchema = z.enum(roleGroups);

/** The six categories of the /services dropdown. */
export const serviceCategories = [
  'operations-support',
  'digital-marketing',
  'sales',
  'accounting-finance',
  'engineering-it',
  'healthcare',
] as const;
export const serviceCategorySchema = z.enum(serviceCategories);

/** The seven plan keys of the product (docs/product.md), in pricing-page order. */
export const planKeys = PLAN_KEYS;
const planKeySchema = z.enum(planKeys);
export type PlanKey = z.infer<typeof planKeySchema>;

// ---------------------------------------------------------------------------------------------------
// Collections

/** One role (roles/<locale>.json holds all 44). Shown on /services/{role} and in the services menus. */
export const roleSchema = z.object({
  slug: roleSlugSchema,
  /** Display name in this file's locale; the services page shows both languages' names side by side. */
  name: textSchema,
  /**
   * The name as it reads inside a sentence: one person, lower case but for proper nouns ("sanal asistan",
   * "Amazon satıcı destek uzmanı"); the role page template's {roleOne}, and {RoleOne} in a title. Empty:
   * the name.
   */
  nameInSentence: textSchema.optional(),
  group: roleGroupSchema,
  category: serviceCategorySchema,
  juniorJobDesc: textSchema,
  seniorJobDesc: textSchema,
  /** The role's description: Markdown (quotes, images and lists render as the editor previews them). */
  jobDesc: markdownSchema,
  responsibilities: z.array(textSchema).min(4),
  benefits: z.array(textSchema).min(4),
  image: mediaPathSchema,
});
export type Role = z.infer<typeof roleSchema>;

export const uniqueBy =
  <T>(key: (item: T) => string) =>
  (items: T[]) =>
    new Set(items.map(key)).size === items.length;

/** roles/<locale>.json: every slug exactly once. */
export const rolesFileSchema = z
  .array(roleSchema)
  .length(roleSlugs.length)
  .refine(
    uniqueBy((r: Role) => r.slug),
    'each role slug must appear once',
  );

/** Hourly price per talent, in the region's currency (general is USD for unknown regions). */
const planPricesSchema = z.object({
  general: z.number().positive(),
  US: z.number().positive(),
  AU: z.number().positive(),
  CAN: z.number().positive(),
  TR: z.number().positive(),
});

/**
 * One talent plan (plans/<locale>.json holds all 7). Prices are identical in every locale: plans are billed
 * by the hour (docs/product.md), so a plan has no monthly or yearly price of its own.
 */
export const planSchema = z.object({
  key: planKeySchema,
  name: textSchema,
  description: textSchema,
  /** The pricing card shows the first 7. */
  duties: z.array(textSchema).min(7),
  note: textSchema.optional(),
  serviceTitle: textSchema.optional(),
  order: z.number().int(),
  prices: planPricesSchema,
});
export type Plan = z.infer<typeof planSchema>;

/** plans/<locale>.json: every key exactly once. */
export const plansFileSchema = z
  .array(planSchema)
  .length(planKeys.length)
  .refine(
    uniqueBy((p: Plan) => p.key),
    'each plan key must appear once',
  );
