// Content → the label props of the form, pricing and checkout islands (islands get plain strings, never
// content entries). The label types are declared here, where the labels are built, and the islands
// import them as types: the build-time helpers never import an island (docs/site.md, the walls).
import { t } from './island-texts';
import type { Content } from './content';
import type { Plan } from '@crestline/contracts/content';
import { REGIONS, type Region } from '@crestline/contracts/enums';
import { formatMoney, priceForRegion } from '@crestline/contracts/pricing-core';
import type { Locale } from '@crestline/contracts/enums';

export interface ContactFormLabels {
  fullName: string;
  email: string;
  phone: string;
  website: string;
  message: string;
  updatesConsent: string;
  submit: string;
  submitting: string;
}

export interface ConsultationFormLabels {
  company: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  timeZone: string;
  timeZonePlaceholder: string;
  date: string;
  timeFrom: string;
  timeTo: string;
  submit: string;
  submitting: string;
  successTitle: string;
  successText: string;
  close: string;
}

export interface QuoteFormLabels {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  company: string;
  noOfStaff: string;
  message: string;
  marketingConsent: string;
  submit: string;
  submitting: string;
}

export interface FranchiseFormLabels {
  heading: string;
  dropZone: string;
  browse: string;
  pdfOnly: string;
  selectedFile: string;
  removeFile: string;
  name: string;
  email: string;
  submit: string;
  submitting: string;
  success: string;
}

export interface CheckoutLabels {
  heading: string;
  text: string;
  roleLabel: string;
  talents: string;
  months: string;
  hourlyRate: string;
  button: string;
}

export interface DisclaimerLabels {
  accept: string;
  proceed: string;
  loginRequired: string;
}

export interface BillingLabels {
  rule: string;
  perTalentMonth: string;
  monthlyCharge: string;
  /** With {months}: the singular and plural wording. */
  totalOne: string;
  totalOther: string;
}

export interface PricingCardPlan {
  key: string;
  name: string;
  description: string;
  /** At most seven duties (the card shows the first 7). */
  duties: string[];
  note: string;
  /** The price per talent per hour, written out in each region's currency at build time. */
  hourly: Record<Region, string>;
}

export interface PricingLabels {
  regionLabel: string;
  regions: Record<Region, string>;
  talents: string;
  months: string;
  increase: string;
  decrease: string;
  perHour: string;
  dutiesHeading: string;
  getStarted: string;
}

export function contactFormLabels(form: Content<'message-us-page'>['contactForm']): ContactFormLabels {
  return { ...form };
}

export function consultationFormLabels(
  form: Content<'get-started-page'>['consultationForm'],
  lang: Locale,
): ConsultationFormLabels {
  return { ...form, submitting: form.submitting || t(lang, 'common.submitting') };
}

export function quoteFormLabels(page: Content<'team-builder-page'>): QuoteFormLabels {
  const { heading: _heading, intro: _intro, ...labels } = page.quoteForm;
  return labels;
}

export function franchiseFormLabels(page: Content<'franchising-page'>, lang: Locale): FranchiseFormLabels {
  return {
    heading: page.upload.heading,
    dropZone: page.upload.dropZone,
    browse: page.upload.browse,
    pdfOnly: page.upload.pdfOnly,
    selectedFile: page.upload.selectedFile,
    removeFile: page.upload.removeFile,
    name: page.nameLabel,
    email: page.emailLabel,
    submit: page.submit,
    submitting: t(lang, 'common.submitting'),
    success: page.success,
  };
}

export function checkoutLabels(page: Content<'get-started-page'>): CheckoutLabels {
  return page.checkout;
}

export function disclaimerLabels(page: Content<'purchase-disclaimer'>): DisclaimerLabels {
  return { accept: page.acceptLabel, proceed: page.proceedLabel, loginRequired: page.loginRequired };
}

export function pricingLabels(page: Content<'pricing-page'>): PricingLabels {
  return {
    regionLabel: page.regionPicker.label,
    regions: page.regionPicker.regions,
    talents: page.counters.talents,
    months: page.counters.months,
    increase: page.counters.increase,
    decrease: page.counters.decrease,
    perHour: page.perHour,
    dutiesHeading: page.dutiesHeading,
    getStarted: page.getStarted,
  };
}

/**
 * Plan cards: the first seven duties, the plan's own note or the page's (24/7 for the receptionist), and
 * the hourly price already written out for every region. Formatting here, at build time, keeps Intl out
 * of the browser: a page's first Intl.NumberFormat costs tens of milliseconds on a slow phone.
 */
export function pricingCards(plans: Plan[], page: Content<'pricing-page'>, lang: Locale): PricingCardPlan[] {
  return plans.map((p) => {
    const hourly = Object.fromEntries(
      REGIONS.map((region) => {
        const { unitAmount, currency } = priceForRegion(p, region, 'hourly');
        return [region, formatMoney(unitAmount, currency, lang)];
      }),
    ) as PricingCardPlan['hourly'];
    return {
      key: p.key,
      name: p.name,
      description: p.description,
      duties: p.duties.slice(0, 7),
      note: p.note ?? (p.key === 'call_receptionist' ? page.receptionistNote : page.planNote),
      hourly,
    };
  });
}

/** The billing rule's texts for the plan summaries of get started and the disclaimer. */
export function billingLabels(lang: Locale): BillingLabels {
  return {
    rule: t(lang, 'commerce.billingRule'),
    perTalentMonth: t(lang, 'commerce.perTalentMonth'),
    monthlyCharge: t(lang, 'commerce.monthlyCharge'),
    totalOne: t(lang, 'commerce.totalCharge', { count: 1, months: '{months}' }),
    totalOther: t(lang, 'commerce.totalCharge', { count: 2, months: '{months}' }),
  };
}
