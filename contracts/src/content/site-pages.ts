// Content of the marketing pages: global (brand, contact, navigation, footer), home, team and about.
// Conventions: see ../content.ts.
import { z } from 'zod';
import {
  containsPlaceholder,
  iconCardSchema,
  leadBulletSchema,
  linkSchema,
  markdownSchema,
  mediaPathSchema,
  seoSchema,
  textSchema,
  uniqueBy,
  videoSchema,
} from './blocks';

// ---------------------------------------------------------------------------------------------------
// global: brand, contact data, navigation, footer, SEO defaults, not-found page

const promoClaimKeys = [
  'weekly-rate',
  'cost-savings',
  'retention',
  'experience',
  'wage-savings',
  'time-to-hire',
] as const;

export const globalContentSchema = z.object({
  /** The only place the brand name is written; other texts use {brand}. */
  brandName: textSchema,
  logo: mediaPathSchema,
  phones: z.object({ US: textSchema, AU: textSchema, CAN: textSchema }),
  /** US postal address, one line per entry. */
  usAddress: z.array(textSchema).min(2),
  /** Company headquarters (Davao City, Philippines), one line per entry. */
  headOfficeAddress: z.array(textSchema).min(2),
  infoEmail: z.email(),
  adminEmail: z.email(),
  socials: z.object({ facebook: z.url(), linkedin: z.url(), instagram: z.url(), youtube: z.url() }),
  /** External consultation booking page, opened in a new tab. */
  bookingUrl: z.url(),
  /** The six claims of the product (docs/product.md), in that order: a short figure and the words around it. */
  promoClaims: z
    .array(z.object({ key: z.enum(promoClaimKeys), value: textSchema, label: textSchema }))
    .length(promoClaimKeys.length),
  navigation: z.object({
    home: textSchema,
    aboutUs: textSchema,
    services: textSchema,
    talents: textSchema,
    blogs: textSchema,
    pricing: textSchema,
    careers: textSchema,
    pageAdmin: textSchema,
    jobApplications: textSchema,
    jobPosting: textSchema,
    customerInquiries: textSchema,
    messages: textSchema,
    transactions: textSchema,
    payment: textSchema,
    subscriptions: textSchema,
    logout: textSchema,
    login: textSchema,
    openMenu: textSchema,
    closeMenu: textSchema,
    skipToContent: textSchema,
    /** Label of the language switch and the name of each language in its own language. */
    language: z.object({ label: textSchema, en: textSchema, tr: textSchema }),
    /** Heading of each services mega-dropdown column, by role group (visually hidden in the menu). */
    roleGroups: z.object({
      operations: textSchema,
      marketing: textSchema,
      sales: textSchema,
      finance: textSchema,
      engineering: textSchema,
    }),
  }),
  footer: z.object({
    tagline: textSchema,
    quickLinksHeading: textSchema,
    quickLinks: z.array(linkSchema).min(4),
    contactHeading: textSchema,
    phoneLabels: z.object({ US: textSchema, AU: textSchema, CAN: textSchema }),
    addressLabel: textSchema,
    emailLabel: textSchema,
    followHeading: textSchema,
    /** Accessible names of the social icons. */
    socialLabels: z.object({
      facebook: textSchema,
      linkedin: textSchema,
      instagram: textSchema,
      youtube: textSchema,
    }),
    /** With {year} and {brand}. */
    rights: containsPlaceholder('{year}'),
    privacyLink: textSchema,
  }),
  seo: z.object({
    /** With {page} and {brand}, e.g. "{page} | {brand}". */
    titleTemplate: containsPlaceholder('{page}'),
    siteDescription: textSchema,
    ogImage: mediaPathSchema,
  }),
  notFound: z.object({ title: textSchema, text: textSchema, backHome: textSchema }),
});

// ---------------------------------------------------------------------------------------------------
// home-page (/)

const whatWeDoKeys = [
  'summary-services',
  'marketing',
  'it-service',
  'healthcare',
  'accounting',
  'multimedia',
] as const;

export const homePageSchema = z.object({
  videoBanner: z.object({
    heading: textSchema,
    subheading: textSchema,
    poster: mediaPathSchema,
    posterAlt: textSchema,
    /** Played over the poster; without it the poster shows as a still picture. */
    clip: videoSchema.optional(),
    cta: linkSchema,
  }),
  visionCards: z.array(iconCardSchema).length(2),
  visionMission: z.object({
    heading: textSchema,
    intro: textSchema,
    vision: z.object({ title: textSchema, text: textSchema }),
    mission: z.object({ title: textSchema, text: textSchema }),
  }),
  whatWeDo: z.object({
    heading: textSchema,
    intro: textSchema,
    cards: z
      .array(iconCardSchema.extend({ key: z.enum(whatWeDoKeys) }))
      .length(whatWeDoKeys.length)
      .refine(
        uniqueBy((c: { key: string }) => c.key),
        'each card key once',
      ),
  }),
  whyChooseUs: z.object({
    title: textSchema,
    intro: textSchema,
    bullets: z.array(leadBulletSchema).min(3),
    image: mediaPathSchema,
    imageAlt: textSchema,
  }),
  details: z.object({
    heading: textSchema,
    /** Markdown. */
    body: markdownSchema,
    highlights: z.array(z.object({ value: textSchema, label: textSchema })).min(3),
  }),
  /** Above the contact form with id homePage-contact-us. */
  contactSection: z.object({ heading: textSchema, intro: textSchema }),
  /** The pricing section (scroll target pricingItem). */
  pricingSection: z.object({ heading: textSchema, intro: textSchema }),
  closingBanner: z.object({ heading: textSchema, text: textSchema, cta: linkSchema }),
  seo: seoSchema,
});

// ---------------------------------------------------------------------------------------------------
// team-page (/Talents, culture)

const talentKeys = [
  'healthcare-virtual-assistant',
  'virtual-receptionist',
  'it-support',
  'fullstack-developer',
  'data-engineer',
  'uiux-web-designer',
  'content-creation',
  'social-media-manager',
  'video-editor',
  'digital-marketing-manager',
] as const;

export const teamPageSchema = z.object({
  hero: z.object({ heading: textSchema, subheading: textSchema, text: textSchema }),
  professionalsHeading: textSchema,
  skillsHeading: textSchema,
  /** The ten skill-professional cards, in page order (rows of three). */
  professionals: z
    .array(
      z.object({
        key: z.enum(talentKeys),
        title: textSchema,
        summary: textSchema,
        skills: z.array(textSchema).min(5).max(7),
        poster: mediaPathSchema,
        /** Played over the poster; without it the poster shows as a still picture. */
        clip: videoSchema.optional(),
      }),
    )
    .length(talentKeys.length),
  /** Opens global.bookingUrl in a new tab. */
  consultationButton: textSchema,
  consultationText: textSchema,
  seo: seoSchema,
});

// ---------------------------------------------------------------------------------------------------
// about-page (/about and /aboutteam)

const textBlockSchema = z.object({
  heading: textSchema,
  /** Markdown. */
  body: markdownSchema,
});

export const aboutPageSchema = z.object({
  hero: z.object({ heading: textSchema, subheading: textSchema }),
  aboutUs: textBlockSchema,
  approach: textBlockSchema,
  /** /aboutteam scrolls to this block. */
  team: textBlockSchema,
  seo: seoSchema,
});
