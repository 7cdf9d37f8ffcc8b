// Content of the pages that take a message or a document: franchising, team builder (quote), message us,
// blogs and the privacy policy. Conventions: see ../content.ts.
import { z } from 'zod';
import { POLICY_ANCHORS } from '../privacy-notices';
import {
  documentPathSchema,
  leadBulletSchema,
  markdownSchema,
  mediaPathSchema,
  seoSchema,
  textSchema,
  videoSchema,
} from './blocks';

// ---------------------------------------------------------------------------------------------------
// franchising-page (/franchising)

export const franchisingPageSchema = z.object({
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

export const teamBuilderPageSchema = z.object({
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

export const messageUsPageSchema = z.object({
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

export const blogsPageSchema = z.object({
  hero: z.object({ heading: textSchema, intro: textSchema }),
  video: z.object({
    title: textSchema,
    poster: mediaPathSchema,
    caption: textSchema,
    /** Played over the poster; without it the poster shows as a still picture. */
    clip: videoSchema.optional(),
  }),
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
// privacy-policy (/privacypolicy)

export const privacyPolicySchema = z.object({
  title: textSchema,
  lastUpdatedLabel: textSchema,
  /** ISO date, "2024-12-01". */
  lastUpdated: z.iso.date(),
  /** The 14 sections of the product (docs/product.md) in order, introduction … contact. */
  sections: z
    .array(
      z.object({
        /** The section's address on the page (/privacypolicy#purposes): the forms' notices link to these. */
        anchor: z.enum(POLICY_ANCHORS),
        title: textSchema,
        /** Markdown. */
        body: markdownSchema,
      }),
    )
    .length(14)
    .refine((sections) => new Set(sections.map((s) => s.anchor)).size === sections.length, {
      error: 'Each section needs its own anchor.',
    }),
  seo: seoSchema,
});
