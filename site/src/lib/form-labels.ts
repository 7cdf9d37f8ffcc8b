// Content → the label props of the form islands (islands get plain strings, never content entries).
import { t } from './messages';
import type { Content } from './content';
import type { ContactFormLabels } from '../islands/forms/ContactForm';
import type { ConsultationFormLabels } from '../islands/forms/ConsultationForm';
import type { QuoteFormLabels } from '../islands/forms/QuoteForm';
import type { FranchiseFormLabels } from '../islands/forms/FranchiseForm';
import type { CheckoutLabels } from '../islands/checkout/GetStartedCheckout';
import type { DisclaimerLabels } from '../islands/checkout/DisclaimerForm';
import type { BillingLabels } from '../islands/checkout/BillingSummary';
import type { PricingCardPlan, PricingLabels } from '../islands/pricing/PricingCards';
import type { Plan } from '@crestline/contracts/content';
import { REGIONS } from '@crestline/contracts/enums';
import { formatMoney, priceForRegion } from '@crestline/contracts/pricing-core';
import { catalogPrices } from '../islands/shared/plan';
import type { Lang } from '../i18n/lang';

export function contactFormLabels(form: Content<'message-us-page'>['contactForm']): ContactFormLabels {
  return { ...form };
}

export function consultationFormLabels(
  form: Content<'get-started-page'>['consultationForm'],
  lang: Lang,
): ConsultationFormLabels {
  return { ...form, submitting: form.submitting || t(lang, 'common.submitting') };
}

export function quoteFormLabels(page: Content<'team-builder-page'>): QuoteFormLabels {
  const { heading: _heading, intro: _intro, ...labels } = page.quoteForm;
  return labels;
}

export function franchiseFormLabels(page: Content<'franchising-page'>, lang: Lang): FranchiseFormLabels {
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
export function pricingCards(plans: Plan[], page: Content<'pricing-page'>, lang: Lang): PricingCardPlan[] {
  return plans.map((p) => {
    const prices = { prices: catalogPrices(p) };
    const hourly = Object.fromEntries(
      REGIONS.map((region) => {
        const { unitAmount, currency } = priceForRegion(prices, region, 'hourly');
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
export function billingLabels(lang: Lang): BillingLabels {
  return {
    rule: t(lang, 'commerce.billingRule'),
    perTalentMonth: t(lang, 'commerce.perTalentMonth'),
    monthlyCharge: t(lang, 'commerce.monthlyCharge'),
    totalOne: t(lang, 'commerce.totalCharge', { count: 1, months: '{months}' }),
    totalOther: t(lang, 'commerce.totalCharge', { count: 2, months: '{months}' }),
  };
}
