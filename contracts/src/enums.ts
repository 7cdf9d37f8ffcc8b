// Closed value sets of the product (docs/product.md) and the small pure helpers that go with them.

export const JOB_TYPES = ['On-site', 'Hybrid', 'Remote'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** The period an optional job salary is given per (schema.org's QuantitativeValue unitText). */
export const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type SalaryUnit = (typeof SALARY_UNITS)[number];

export const APPLICANT_STATUSES = [
  'Received',
  'Reviewing',
  'Interview',
  'Offer',
  'Hired',
  'Rejected',
] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

/** The application's fluent-language choices: the spec's three, and Turkish (the site's second language). */
export const FLUENT_LANGUAGES = ['English', 'Spanish', 'French', 'Turkish'] as const;

export const STAFF_HANDLED_RANGES = ['less than 5', '5-15', '15-50', 'above 50'] as const;

/** 1 = 1 year, 2 = 2 years, 3 = 3+ years. */
export const EXPERIENCE_YEARS = [1, 2, 3] as const;
export type ExperienceYears = (typeof EXPERIENCE_YEARS)[number];

/**
 * The consultation form's time zones: the five it always had (kept for old records and links; the US
 * abbreviations stand for the region's local time, summer time included: time-zones.ts) and the markets'
 * IANA zones.
 */
export const TIME_ZONES = [
  'UTC',
  'EST',
  'CST',
  'MST',
  'PST',
  'Europe/Istanbul',
  'Australia/Sydney',
  'Australia/Perth',
  'America/Toronto',
  'America/Vancouver',
] as const;
export type TimeZoneChoice = (typeof TIME_ZONES)[number];

export const REGIONS = ['US', 'AU', 'CAN', 'TR'] as const;
export type Region = (typeof REGIONS)[number];
export const DEFAULT_REGION: Region = 'US';

export const CURRENCIES = ['USD', 'AUD', 'CAD', 'TRY'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const REGION_CURRENCY = {
  US: 'USD',
  AU: 'AUD',
  CAN: 'CAD',
  TR: 'TRY',
} as const satisfies Record<Region, Currency>;

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

/** The stored subscription region, or US for anything else (docs/product.md). */
export function normalizeRegion(value: unknown): Region {
  return isRegion(value) ? value : DEFAULT_REGION;
}

export const BILLING_CYCLES = ['hourly', 'monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const SUBSCRIPTION_INTERVALS = ['month', 'year'] as const;

export const LOCALES = ['en', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** en or tr; anything else (including null, 'tr-TR', 'de') falls back to en, as the stored language does. */
export function normalizeLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * Locale from an HTTP Accept-Language header ("tr-TR,tr;q=0.9,en;q=0.8" → tr), for the API's answers.
 * The first listed language whose primary subtag is en or tr wins; otherwise en.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...attrs] = part.trim().split(';');
      const q = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='));
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((t) => t.primary && !Number.isNaN(t.q) && t.q > 0)
    .sort((a, b) => b.q - a.q);
  const hit = tags.find((t) => isLocale(t.primary));
  return hit ? (hit.primary as Locale) : DEFAULT_LOCALE;
}

export const PLAN_KEYS = [
  'call_receptionist',
  'jr_non_technical',
  'jr_technical',
  'sr_non_technical',
  'sr_technical',
  'sr_technical_advanced',
  'sr_technical_advanced_2',
] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

/** The role slugs of the product (docs/product.md), in the product's order. */
export const ROLE_SLUGS = [
  'virtual_assistants',
  'executive_assistants',
  'administrative_assistants',
  'customer_services_representatives',
  'technical_support_representatives',
  'amazon_seller_support_specialist',
  'recruitment_talent_sources',
  'recruitment_coordinators',
  'social_media_managers',
  'digital_marketing_managers',
  'email_marketing_specialist',
  'copywriter',
  'content_creators',
  'ux_designers',
  'paid_search_and_ppc_specialist',
  'video_editors_and_animators',
  'business_development_representatives',
  'sales_development_representatives',
  'account_managers',
  'account_executives',
  'lead_generation_specialist',
  'customer_success_managers',
  'telemarketers',
  'sales_support_specialists',
  'bookkeepers',
  'payroll_specialists',
  'accountants',
  'financial_analysts',
  'accounts_payable_specialists',
  'accounts_receivable_specialist',
  'frontend_engineers',
  'backend_engineers',
  'full_stack_engineers',
  'data_analysts',
  'graphic_designers',
  'mobile_developers',
  'help_desks_specialist',
  'quality_assurance_analysts',
  'database_engineers',
  'cloud_engineers',
  'medical_coders',
  'medical_billers',
  'insurance_verification',
  'virtual_receptionists',
] as const;
export type RoleSlug = (typeof ROLE_SLUGS)[number];

/**
 * The per-role page's route parameter turned into a content key (docs/product.md): URL-decoded, lowercased,
 * spaces replaced by underscores. "Virtual%20Assistants" → "virtual_assistants". The result may not be a
 * known slug; check it against ROLE_SLUGS.
 */
export function roleKeyFromParam(param: string): string {
  let decoded = param;
  try {
    decoded = decodeURIComponent(param);
  } catch {
    // A malformed escape sequence: use the raw text rather than failing the page.
  }
  return decoded.trim().toLowerCase().replace(/ /g, '_');
}

/**
 * The known role that any spelling of a role path's parameter means, or undefined: like
 * roleKeyFromParam, and also taking hyphens and runs of spaces/underscores as one underscore
 * ("Virtual-Assistants", "VIRTUAL__ASSISTANTS", "virtual%20assistants" → "virtual_assistants").
 * The site answers such spellings with a permanent redirect to the role's canonical address.
 */
export function roleSlugFromAnySpelling(param: string): RoleSlug | undefined {
  const key = roleKeyFromParam(param)
    .replace(/[\s_-]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return (ROLE_SLUGS as readonly string[]).includes(key) ? (key as RoleSlug) : undefined;
}

/** Page sizes offered by the admin tables and careers list (docs/product.md). */
export const PAGE_SIZES = [5, 10, 15, 20] as const;

export const CAREERS_SORT_OPTIONS = [
  'postingDate_desc',
  'postingDate_asc',
  'title_asc',
  'title_desc',
] as const;
export type CareersSortOption = (typeof CAREERS_SORT_OPTIONS)[number];
export const DEFAULT_CAREERS_SORT: CareersSortOption = 'postingDate_desc';

/** Browser local storage keys (docs/product.md). */
export const STORAGE_KEYS = {
  user: 'user',
  token: 'token',
  language: 'language',
  subscription: 'subscription',
  /** Prefix of an admin's choice of view on /job/{id}/applicants ("table" or "board"), keyed by user id. */
  applicantsView: 'applicantsView:',
} as const;

/** A pre-contract texts' version: their locale and the first 16 hex digits of their SHA-256. */
export const PRE_CONTRACT_VERSION = /^(en|tr)-[0-9a-f]{16}$/;

/** The region whose buyers accept the pre-contract texts before paying (Law No. 6502). */
export const PRE_CONTRACT_REGION = 'TR';

/** Timings and limits of the product (docs/product.md). */
export const LIMITS = {
  passwordMinLength: 8,
  phoneDigits: 11,
  zipMinDigits: 4,
  zipMaxDigits: 5,
  noOfStaffMin: 1,
  planCardMaxDuties: 7,
  scrollDelayMs: 100,
  paymentRedirectDelayMs: 500,
  chunkLoadTimeoutMs: 120000,
  mobileBreakpointPx: 768,
} as const;
