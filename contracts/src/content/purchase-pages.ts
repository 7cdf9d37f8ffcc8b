// Content of the purchase pages: pricing, get started, booking guidelines, the disclaimer and the payment
// pages. Conventions: see ../content.ts.
import { z } from 'zod';
import {
  containsPlaceholder,
  iconCardSchema,
  linkSchema,
  markdownSchema,
  seoSchema,
  textSchema,
} from './blocks';

// ---------------------------------------------------------------------------------------------------
// pricing-page (/pricing, and the pricing section of /)

export const pricingPageSchema = z.object({
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

export const getStartedPageSchema = z.object({
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
    /** Stores the plan and goes to /purchasedisclaimer. */
    button: textSchema,
  }),
  bookingGuidelinesLink: textSchema,
  seo: seoSchema,
});

// ---------------------------------------------------------------------------------------------------
// booking-guidelines (client subscription and booking guidelines)

export const bookingGuidelinesSchema = z.object({
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
// purchase-disclaimer (/purchasedisclaimer)

export const purchaseDisclaimerSchema = z.object({
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
// pre-contract (on /purchasedisclaimer when the plan is priced for Türkiye)

/**
 * The two texts a buyer in Türkiye reads and accepts before paying (Law No. 6502 on Consumer Protection
 * and the Distance Contracts Regulation): the pre-contract information form and the distance sales
 * contract. The buyer accepts the version the page showed (a hash of these texts), which the API keeps
 * with the subscription. {brand}, {headOfficeAddress} and {infoEmail} name the seller.
 */
export const preContractSchema = z.object({
  heading: textSchema,
  /** One sentence above the two texts. */
  intro: textSchema,
  preInformation: z.object({ title: textSchema, body: markdownSchema }),
  distanceSales: z.object({ title: textSchema, body: markdownSchema }),
  /** The box the buyer must tick (unticked at first). */
  acceptLabel: textSchema,
});

// ---------------------------------------------------------------------------------------------------
// payment-pages (/payment, /payment-success, /payment-failure, /checkout)

export const paymentPagesSchema = z.object({
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
