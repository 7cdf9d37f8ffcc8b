// Content model of the public site: one zod schema per content type in content-seeds/ (see its README).
// The CMS seeds itself from those files and the site reads them (or the CMS's REST answers) through these
// schemas, so a missing or empty text is caught before a visitor sees it.
//
// The schemas live in content/ (blocks, and the pages by area); this file is the registry of types.
// Conventions used by every schema:
// - Text fields are non-empty trimmed strings; fields documented as Markdown hold Markdown.
// - Placeholders, replaced by the site at render time:
//     {brand} the brand name from `global.brandName` (no other text hard-codes the brand),
//     {role}  the role's display name in the current locale (role page template, services marketing),
//     {year}  the current year (footer rights line),
//     {adminEmail} / {infoEmail} the mailboxes from `global` (payment failure note, privacy contact).
// - Media fields hold a path relative to content-seeds/media (e.g. "roles/virtual_assistants.svg").
// - Values that are not text (slugs, keys, prices, media paths, URLs, routes, phone numbers) are the same
//   in the en and tr file of a type.
// - Objects strip unknown keys (the CMS adds id/documentId/locale…); the seed test checks that the seed
//   files carry no keys the schemas do not know.
import type { z } from 'zod';
import { planSchema, plansFileSchema, roleSchema, rolesFileSchema } from './content/blocks';
import { sharedFieldsOf } from './content/shared-fields';
import { aboutPageSchema, globalContentSchema, homePageSchema, teamPageSchema } from './content/site-pages';
import {
  rolePageTemplateSchema,
  servicesMarketingPageSchema,
  servicesPageSchema,
} from './content/services-pages';
import {
  bookingGuidelinesSchema,
  getStartedPageSchema,
  paymentPagesSchema,
  pricingPageSchema,
  preContractSchema,
  purchaseDisclaimerSchema,
} from './content/purchase-pages';
import {
  blogsPageSchema,
  franchisingPageSchema,
  messageUsPageSchema,
  privacyPolicySchema,
  teamBuilderPageSchema,
} from './content/contact-pages';

export type { Plan, PlanKey, Role, RoleSlug, Video } from './content/blocks';
export {
  documentPathSchema,
  hrefSchema,
  iconCardSchema,
  leadBulletSchema,
  linkSchema,
  markdownSchema,
  mediaPathSchema,
  planKeys,
  planSchema,
  roleGroups,
  roleSchema,
  roleSlugs,
  seoSchema,
  captionsPathSchema,
  videoPathSchema,
  videoSchema,
} from './content/blocks';
export { aboutPageSchema, globalContentSchema } from './content/site-pages';
export { isLocaleNeutral } from './content/shared-fields';

// ---------------------------------------------------------------------------------------------------
// Registry

export const singleTypes = [
  'global',
  'home-page',
  'team-page',
  'about-page',
  'services-page',
  'services-marketing-page',
  'role-page-template',
  'pricing-page',
  'get-started-page',
  'booking-guidelines',
  'franchising-page',
  'team-builder-page',
  'message-us-page',
  'blogs-page',
  'purchase-disclaimer',
  'pre-contract',
  'payment-pages',
  'privacy-policy',
] as const;
export const collectionTypes = ['roles', 'plans'] as const;

export type SingleTypeName = (typeof singleTypes)[number];
type CollectionTypeName = (typeof collectionTypes)[number];
export type ContentTypeName = SingleTypeName | CollectionTypeName;

/**
 * Schema of one seed file, by content type (the folder name in content-seeds/). For the collections
 * this is the whole array; use roleSchema / planSchema for a single entry.
 */
export const contentSchemas = {
  global: globalContentSchema,
  'home-page': homePageSchema,
  'team-page': teamPageSchema,
  'about-page': aboutPageSchema,
  'services-page': servicesPageSchema,
  'services-marketing-page': servicesMarketingPageSchema,
  'role-page-template': rolePageTemplateSchema,
  'pricing-page': pricingPageSchema,
  'get-started-page': getStartedPageSchema,
  'booking-guidelines': bookingGuidelinesSchema,
  'franchising-page': franchisingPageSchema,
  'team-builder-page': teamBuilderPageSchema,
  'message-us-page': messageUsPageSchema,
  'blogs-page': blogsPageSchema,
  'purchase-disclaimer': purchaseDisclaimerSchema,
  'pre-contract': preContractSchema,
  'payment-pages': paymentPagesSchema,
  'privacy-policy': privacyPolicySchema,
  roles: rolesFileSchema,
  plans: plansFileSchema,
} satisfies Record<ContentTypeName, z.ZodType>;

/** The parsed content of each type's seed file. */
export type ContentByType = { [K in ContentTypeName]: z.infer<(typeof contentSchemas)[K]> };

/** The schema of one entry of each type: a collection's single role or plan, a single type's page. */
export const entrySchemas = {
  ...contentSchemas,
  roles: roleSchema,
  plans: planSchema,
} satisfies Record<ContentTypeName, z.ZodType>;

/**
 * Fields of a type's entries that are one value for both locales (prices, keys, order, media, links): the
 * CMS does not localize them and the site reads them from the default locale (content/shared-fields.ts).
 */
export const sharedFields = Object.fromEntries(
  Object.entries(entrySchemas).map(([type, schema]) => [type, sharedFieldsOf(type, schema)]),
) as Record<ContentTypeName, string[]>;
