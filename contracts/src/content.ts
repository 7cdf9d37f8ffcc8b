// Content model of the public site: one zod schema per content type in content-seeds/ (see its README).
// The CMS seeds itself from those files and the site reads them (or the CMS's REST answers) through these
// schemas, so a missing or empty text is caught before a visitor sees it.
//
// Conventions used by every schema below:
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
import { z } from 'zod';
import { PLAN_KEYS, ROLE_SLUGS } from './enums';

// ---------------------------------------------------------------------------------------------------
// Building blocks

export const contentLocales = ['en', 'tr'] as const;
export const contentLocaleSchema = z.enum(contentLocales);
export type ContentLocale = z.infer<typeof contentLocaleSchema>;

/** A visible text: trimmed, never empty. */
const textSchema = z.string().trim().min(1);
/** A rich-text field: Markdown, never empty. */
export const markdownSchema = z.string().trim().min(1);

/** Path of an SVG under content-seeds/media, e.g. "icons/marketing.svg". */
export const mediaPathSchema = z
  .string()
  .regex(
    /^([A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.svg|cms\/[A-Za-z0-9_.-]+\.(svg|png|jpe?g|webp|gif))$/,
    'a relative path to an .svg under content-seeds/media, or an image uploaded in the CMS (cms/…)',
  );

/** Path of a PDF document under content-seeds/media (e.g. "franchise-agreement.pdf"), or uploaded (cms/…). */
export const documentPathSchema = z
  .string()
  .regex(
    /^([A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*|cms\/[A-Za-z0-9_.-]+)\.pdf$/,
    'a relative path to a .pdf under content-seeds/media, or a PDF uploaded in the CMS (cms/…)',
  );

/** A link target: a site route ("/pricing"), an in-page anchor ("#pricingItem") or an absolute URL. */
export const hrefSchema = z.string().regex(/^(\/|#|https?:\/\/)\S*$/, 'a route, an anchor or an http(s) URL');

export const linkSchema = z.object({ label: textSchema, href: hrefSchema });

/** A bullet with a bold lead-in followed by its text ("**Vetted talent.** We screen…"). */
export const leadBulletSchema = z.object({ lead: textSchema, text: textSchema });

/** Per-page meta. `title` is the page's own title; the site appends the brand (see global.seo). */
export const seoSchema = z.object({ title: textSchema, description: textSchema });

/** A card with an icon (decorative; the title says what it is). */
export const iconCardSchema = z.object({ title: textSchema, text: textSchema, icon: mediaPathSchema });

const containsPlaceholder = (placeholder: string) =>
  textSchema.refine((s) => s.includes(placeholder), { message: `must contain ${placeholder}` });

// ---------------------------------------------------------------------------------------------------
// Catalogue keys

/** The 44 role slugs of the product (docs/product.md) (one list, in enums.ts); /services/{role} resolves to one of them. */
export const roleSlugs = ROLE_SLUGS;
const roleSlugSchema = z.enum(roleSlugs);
export type RoleSlug = z.infer<typeof roleSlugSchema>;

/** The five role groups (used for the navbar's mega-dropdown columns; names are not shown). */
export const roleGroups = ['operations', 'marketing', 'sales', 'finance', 'engineering'] as const;
const roleGroupSchema = z.enum(roleGroups);

/** The six categories of the /services dropdown. */
const serviceCategories = [
  'operations-support',
  'digital-marketing',
  'sales',
  'accounting-finance',
  'engineering-it',
  'healthcare',
] as const;
const serviceCategorySchema = z.enum(serviceCategories);

/** The seven plan keys of the product (docs/product.md), in pricing-page order. */
export const planKeys = PLAN_KEYS;
const planKeySchema = z.enum(planKeys);
export type PlanKey = z.infer<typeof planKeySchema>;

// ---------------------------------------------------------------------------------------------------
// Collections

/** One role (roles/<locale>.json holds all 44). Shown on /services/{role} and in the services menus. */
export const roleSchema = z.object({
  slug: roleSlugSchema,
  /** Display name in this file's locale (equals nameEn in en, nameTr in tr). */
  name: textSchema,
  nameEn: textSchema,
  nameTr: textSchema,
  group: roleGroupSchema,
  category: serviceCategorySchema,
  juniorJobDesc: textSchema,
  seniorJobDesc: textSchema,
  jobDesc: textSchema,
  responsibilities: z.array(textSchema).min(4),
  benefits: z.array(textSchema).min(4),
  image: mediaPathSchema,
});
export type Role = z.infer<typeof roleSchema>;

const uniqueBy =
  <T>(key: (item: T) => string) =>
  (items: T[]) =>
    new Set(items.map(key)).size === items.length;

/** roles/<locale>.json: every slug exactly once. */
const rolesFileSchema = z
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
export const planPeriodPricesSchema = z.object({
  USD: z.number().positive(),
  AUD: z.number().positive(),
  CAD: z.number().positive(),
});

/** One talent plan (plans/<locale>.json holds all 7). Prices are identical in every locale. */
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
  monthly: planPeriodPricesSchema.optional(),
  yearly: planPeriodPricesSchema.optional(),
});
export type Plan = z.infer<typeof planSchema>;

/** plans/<locale>.json: every key exactly once. */
const plansFileSchema = z
  .array(planSchema)
  .length(planKeys.length)
  .refine(
    uniqueBy((p: Plan) => p.key),
    'each plan key must appear once',
  );

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

const homePageSchema = z.object({
  videoBanner: z.object({
    heading: textSchema,
    subheading: textSchema,
    poster: mediaPathSchema,
    posterAlt: textSchema,
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

const teamPageSchema = z.object({
  hero: z.object({ heading: textSchema, subheading: textSchema, text: textSchema }),
  professionalsHeading: textSchema,
  skillsHeading: textSchema,
  /** The ten skill-professional cards, in spec order (rows of three). */
  professionals: z
    .array(
      z.object({
        key: z.enum(talentKeys),
        title: textSchema,
        summary: textSchema,
        skills: z.array(textSchema).min(5).max(7),
        poster: mediaPathSchema,
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

const servicesPageSchema = z.object({
  hero: z.object({ heading: textSchema, subheading: textSchema, text: textSchema }),
  dropdownLabel: textSchema,
  /** The six dropdown categories; role names come from the roles collection (nameEn / nameTr). */
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

const servicesMarketingPageSchema = z.object({
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
// assume a singular noun or attach Turkish suffixes to {role}.

const rolePageTemplateSchema = z.object({
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
    text: containsPlaceholder('{role}'),
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
      subtitle: containsPlaceholder('{role}'),
      /** Goes to / and scrolls to pricingItem. */
      ctaLabel: textSchema,
    })
    .refine((v) => v.title.includes(v.highlight), {
      message: 'highlight must be part of title',
      path: ['highlight'],
    }),
  seo: z.object({ title: containsPlaceholder('{role}'), description: containsPlaceholder('{role}') }),
});

// ---------------------------------------------------------------------------------------------------
// pricing-page (/pricing, and the pricing section of /)

const pricingPageSchema = z.object({
  heading: textSchema,
  intro: textSchema,
  regionPicker: z.object({
    label: textSchema,
    regions: z.object({ US: textSchema, AU: textSchema, CAN: textSchema, TR: textSchema }),
  }),
  counters: z.object({
    talents: textSchema,
    months: textSchema,
    increase: textSchema,
    decrease: textSchema,
  }),
  perHour: textSchema,
  dutiesHeading: textSchema,
  getStarted: textSchema,
  billingCycles: z.object({ hourly: textSchema, monthly: textSchema, yearly: textSchema }),
  /** Shown on every plan card unless the plan has its own note. */
  planNote: textSchema,
  /** Shown on call_receptionist. */
  receptionistNote: textSchema,
  banner: z.object({ heading: textSchema, text: textSchema, cta: linkSchema }),
  seo: seoSchema,
});

// ---------------------------------------------------------------------------------------------------
// get-started-page (/getstarted); its consultation form labels are reused by the booking guidelines page

const consultationFormSchema = z.object({
  company: textSchema,
  firstName: textSchema,
  lastName: textSchema,
  email: textSchema,
  phone: textSchema,
  timeZone: textSchema,
  /** Blank option of the time-zone select ("Select Timezone"). */
  timeZonePlaceholder: textSchema,
  date: textSchema,
  timeFrom: textSchema,
  timeTo: textSchema,
  submit: textSchema,
  submitting: textSchema,
  successTitle: textSchema,
  /** "Information successfully submitted." */
  successText: textSchema,
  close: textSchema,
});

const getStartedPageSchema = z.object({
  hero: z.object({ heading: textSchema, intro: textSchema }),
  infoCards: z.array(iconCardSchema).length(4),
  consultation: z.object({ heading: textSchema, intro: textSchema }),
  consultationForm: consultationFormSchema,
  checkout: z.object({
    heading: textSchema,
    text: textSchema,
    roleLabel: textSchema,
    talents: textSchema,
    months: textSchema,
    hourlyRate: textSchema,
    total: textSchema,
    /** Stores the plan and goes to /purchasedisclaimer. */
    button: textSchema,
  }),
  bookingGuidelinesLink: textSchema,
  seo: seoSchema,
});

// ---------------------------------------------------------------------------------------------------
// booking-guidelines (client subscription and booking guidelines)

const bookingGuidelinesSchema = z.object({
  welcome: textSchema,
  highlight: textSchema,
  subtitle: textSchema,
  /** The four numbered steps of the product (docs/product.md), in order. */
  steps: z
    .array(
      z.object({
        number: z.number().int().min(1).max(4),
        title: textSchema,
        text: textSchema,
        items: z.array(textSchema).optional(),
        note: textSchema.optional(),
      }),
    )
    .length(4)
    .refine((steps) => steps.every((s, i) => s.number === i + 1), 'steps numbered 1 to 4 in order'),
  /** Heading above the initial booking form (labels in get-started-page.consultationForm). */
  bookingForm: z.object({ heading: textSchema, intro: textSchema }),
  existingCustomer: z.object({ heading: textSchema, text: textSchema, payNow: textSchema }),
  seo: seoSchema,
});

// ---------------------------------------------------------------------------------------------------
// franchising-page (/franchising)

const franchisingPageSchema = z.object({
  hero: z.object({ heading: textSchema, subheading: textSchema, text: textSchema }),
  contract: z.object({
    heading: textSchema,
    text: textSchema,
    file: documentPathSchema,
    downloadLabel: textSchema,
  }),
  stepsHeading: textSchema,
  steps: z.array(z.object({ title: textSchema, text: textSchema })).length(4),
  upload: z.object({
    heading: textSchema,
    dropZone: textSchema,
    browse: textSchema,
    pdfOnly: textSchema,
    selectedFile: textSchema,
    removeFile: textSchema,
  }),
  nameLabel: textSchema,
  emailLabel: textSchema,
  submit: textSchema,
  success: textSchema,
  /** "Please upload a PDF file." */
  error: textSchema,
  seo: seoSchema,
});

// ---------------------------------------------------------------------------------------------------
// team-builder-page (/teambuilder, request a quote)

const teamBuilderPageSchema = z.object({
  hero: z.object({ heading: textSchema, subheading: textSchema, text: textSchema, image: mediaPathSchema }),
  benefitsHeading: textSchema,
  benefits: z.array(leadBulletSchema).min(4),
  quoteForm: z.object({
    heading: textSchema,
    intro: textSchema,
    firstName: textSchema,
    lastName: textSchema,
    email: textSchema,
    phone: textSchema,
    location: textSchema,
    company: textSchema,
    noOfStaff: textSchema,
    message: textSchema,
    marketingConsent: textSchema,
    submit: textSchema,
    submitting: textSchema,
  }),
  seo: seoSchema,
});

// ---------------------------------------------------------------------------------------------------
// message-us-page (/message-us and /messageus); contactForm labels are shared by every contact form

const contactFormSchema = z.object({
  fullName: textSchema,
  email: textSchema,
  phone: textSchema,
  website: textSchema,
  message: textSchema,
  updatesConsent: textSchema,
  submit: textSchema,
  submitting: textSchema,
});

const messageUsPageSchema = z.object({
  pitch: z.object({ heading: textSchema, text: textSchema }),
  inclusionsHeading: textSchema,
  inclusions: z.array(textSchema).length(8),
  formHeading: textSchema,
  /** Sentence before the privacy link, then the link's text (to /privacypolicy). */
  privacyText: textSchema,
  privacyLink: textSchema,
  /** /messageus */
  contactPage: z.object({ heading: textSchema, intro: textSchema, seo: seoSchema }),
  contactForm: contactFormSchema,
  seo: seoSchema,
});

// ---------------------------------------------------------------------------------------------------
// blogs-page (/blogs)

const blogsPageSchema = z.object({
  hero: z.object({ heading: textSchema, intro: textSchema }),
  video: z.object({ title: textSchema, poster: mediaPathSchema, caption: textSchema }),
  ceoMessage: z.object({
    heading: textSchema,
    name: textSchema,
    title: textSchema,
    portrait: mediaPathSchema,
    /** Markdown. */
    message: markdownSchema,
  }),
  seo: seoSchema,
});

// ---------------------------------------------------------------------------------------------------
// purchase-disclaimer (/purchasedisclaimer)

const purchaseDisclaimerSchema = z.object({
  title: textSchema,
  /** Markdown. */
  body: markdownSchema,
  acceptLabel: textSchema,
  proceedLabel: textSchema,
  /** Button text when logged out; opens the login panel. */
  loginRequired: textSchema,
  seo: seoSchema,
});

// ---------------------------------------------------------------------------------------------------
// payment-pages (/payment, /payment-success, /payment-failure, /checkout)

const paymentPagesSchema = z.object({
  preparing: z.object({ title: textSchema, text: textSchema, seo: seoSchema }),
  success: z.object({
    title: textSchema,
    text: textSchema,
    emailNote: textSchema,
    backHome: textSchema,
    seo: seoSchema,
  }),
  failure: z.object({
    title: textSchema,
    text: textSchema,
    /** Link to /payment. */
    retry: textSchema,
    backHome: textSchema,
    /** With {adminEmail}. */
    contactNote: containsPlaceholder('{adminEmail}'),
    seo: seoSchema,
  }),
  checkout: z.object({ title: textSchema, text: textSchema, seo: seoSchema }),
});

// ---------------------------------------------------------------------------------------------------
// privacy-policy (/privacypolicy)

const privacyPolicySchema = z.object({
  title: textSchema,
  lastUpdatedLabel: textSchema,
  /** ISO date, "2024-12-01". */
  lastUpdated: z.iso.date(),
  /** The 14 sections of the product (docs/product.md) in order, introduction … contact. */
  sections: z
    .array(
      z.object({
        title: textSchema,
        /** Markdown. */
        body: markdownSchema,
      }),
    )
    .length(14),
  seo: seoSchema,
});

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
  'payment-pages': paymentPagesSchema,
  'privacy-policy': privacyPolicySchema,
  roles: rolesFileSchema,
  plans: plansFileSchema,
} satisfies Record<ContentTypeName, z.ZodType>;

/** The parsed content of each type's seed file. */
export type ContentByType = { [K in ContentTypeName]: z.infer<(typeof contentSchemas)[K]> };
