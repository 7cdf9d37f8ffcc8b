// Content of the services pages: the services overview, the services marketing page and the role page
// template. Conventions: see ../content.ts.
import { z } from 'zod';
import {
  containsOneOf,
  containsPlaceholder,
  iconCardSchema,
  leadBulletSchema,
  mediaPathSchema,
  roleSlugSchema,
  seoSchema,
  serviceCategories,
  serviceCategorySchema,
  textSchema,
  uniqueBy,
} from './blocks';

// ---------------------------------------------------------------------------------------------------
// services-page (/services)

const serviceArticleKeys = [
  'customer-support',
  'sales-lead-generation',
  'back-office',
  'technical-support',
  'hr-outsourcing',
  'finance-accounting',
  'healthcare-bpo',
  'ecommerce-support',
  'social-media-management',
  'digital-marketing',
  'legal-process-outsourcing',
  'market-research-surveys',
  'translation-transcription',
  'virtual-assistant',
  'it-services',
] as const;

export const servicesPageSchema = z.object({
  hero: z.object({ heading: textSchema, subheading: textSchema, text: textSchema }),
  dropdownLabel: textSchema,
  /** The six dropdown categories; role names come from the roles collection, in both locales. */
  categories: z
    .array(z.object({ key: serviceCategorySchema, label: textSchema, roles: z.array(roleSlugSchema).min(1) }))
    .length(serviceCategories.length)
    .refine(
      uniqueBy((c: { key: string }) => c.key),
      'each category once',
    ),
  articlesHeading: textSchema,
  articlesIntro: textSchema,
  articles: z
    .array(iconCardSchema.extend({ key: z.enum(serviceArticleKeys) }))
    .length(serviceArticleKeys.length)
    .refine(
      uniqueBy((c: { key: string }) => c.key),
      'each article once',
    ),
  /** Link text to the services marketing page. */
  marketingPageLink: textSchema,
  seo: seoSchema,
});

// ---------------------------------------------------------------------------------------------------
// services-marketing-page (marketing text for six roles)

const marketingRoleKeys = [
  'customer-service',
  'virtual-assistant',
  'web-developer',
  'graphic-designer',
  'social-media-manager',
  'content-writer',
] as const;

export const servicesMarketingPageSchema = z.object({
  hero: z.object({ heading: textSchema, text: textSchema }),
  /** Level labels, e.g. "Junior (0–2 years)" and "Senior (5+ years)". */
  juniorLabel: textSchema,
  seniorLabel: textSchema,
  /** With {role}, replaced by each block's title. */
  whyChooseHeading: containsPlaceholder('{role}'),
  ctaLabel: textSchema,
  roles: z
    .array(
      z.object({
        key: z.enum(marketingRoleKeys),
        /** The role page this block links to. */
        role: roleSlugSchema,
        title: textSchema,
        text: textSchema,
        junior: textSchema,
        senior: textSchema,
        whyChoose: z.array(leadBulletSchema).min(3),
        image: mediaPathSchema,
      }),
    )
    .length(marketingRoleKeys.length),
  seo: seoSchema,
});

// ---------------------------------------------------------------------------------------------------
// role-page-template (/services/{role}); {role} is the role's display name in the page's locale. Display
// names are category labels, mostly plural ("Virtual Assistants", "Sanal Asistanlar"), so patterns must not
// assume a singular noun or attach Turkish suffixes to {role}. Where a sentence needs one person, {roleOne}
// is the role's name in a sentence ("sanal asistan") and {RoleOne} the same in a title ("Sanal Asistan").
const ROLE_NAMES = ['{role}', '{roleOne}', '{RoleOne}'];

export const rolePageTemplateSchema = z.object({
  header: z.object({
    /** Contains {role}, which the page highlights. */
    title: containsPlaceholder('{role}'),
    subtitles: z.tuple([textSchema, textSchema]),
  }),
  hero: z.object({ text: textSchema, image: mediaPathSchema, imageAlt: textSchema }),
  hireToday: z.object({
    heading: textSchema,
    rows: z.tuple([
      z.object({ image: mediaPathSchema, imageAlt: textSchema, title: textSchema, text: textSchema }),
      z.object({ image: mediaPathSchema, imageAlt: textSchema, title: textSchema, text: textSchema }),
    ]),
    /** Goes to / and scrolls to pricingItem. */
    buttonLabel: textSchema,
  }),
  workingWith: z.object({
    text: containsOneOf(...ROLE_NAMES),
    logos: z.array(z.object({ image: mediaPathSchema, name: textSchema })).length(3),
  }),
  roleSection: z.object({
    juniorLabel: textSchema,
    juniorExperience: textSchema,
    seniorLabel: textSchema,
    seniorExperience: textSchema,
  }),
  jobDescription: z.object({
    jobDescriptionTitle: textSchema,
    responsibilitiesTitle: textSchema,
    /** "Benefits of Hiring {role}" (role names are mostly plural, e.g. "Virtual Assistants"). */
    benefitsTitle: containsPlaceholder('{role}'),
  }),
  whyChooseUs: z
    .object({
      title: textSchema,
      /** The highlighted word(s); must occur inside title. */
      highlight: textSchema,
      description: textSchema,
      bullets: z.array(leadBulletSchema).min(3),
      subtitle: containsOneOf(...ROLE_NAMES),
      /** Goes to / and scrolls to pricingItem. */
      ctaLabel: textSchema,
    })
    .refine((v) => v.title.includes(v.highlight), {
      message: 'highlight must be part of title',
      path: ['highlight'],
    }),
  seo: z.object({ title: containsOneOf(...ROLE_NAMES), description: containsOneOf(...ROLE_NAMES) }),
});
