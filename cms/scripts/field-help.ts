// The label and one-line help an editor sees beside each field of the Content Manager (written into
// src/content/editor-forms.json by generate-content-types.ts). A field's help comes from the first of:
// its exact path, its name, then its kind; `{page}` is the page the content type makes (src/content/pages.ts).
import { humanize } from './zod-to-strapi';

export interface FieldHelp {
  label: string;
  description: string;
  /** Identifies content for the site's code (keys, slugs, order): read-only, listed last. */
  technical?: boolean;
}

const hour = (where: string, currency: string, code: string): FieldHelp => ({
  label: `${where} (${code} per hour)`,
  description: `Price of one talent per hour for visitors in ${where === 'Other countries' ? 'any other country' : where}, in ${currency}; the checkout charges 173⅓ hours a month at this rate.`,
});

/** By path from the content type ("plan.prices.US"). */
const byPath: Record<string, FieldHelp> = {
  'plan.name': {
    label: 'Plan name',
    description: 'Title of the plan’s card on the pricing page and in the checkout.',
  },
  'plan.description': {
    label: 'Short description',
    description: 'Sentence under the plan’s name on its card.',
  },
  'plan.duties': {
    label: 'Duties',
    description: 'What the talent does; the card shows the first seven. Add, drag to reorder or delete.',
  },
  'plan.note': {
    label: 'Card note (optional)',
    description: 'Small print on this card; empty shows the pricing page’s general plan note.',
  },
  'plan.serviceTitle': {
    label: 'Service title (optional)',
    description: 'Short name of the service shown above the plan name, e.g. “24/7 Call Answering”.',
  },
  'plan.prices': {
    label: 'Hourly prices per talent',
    description:
      'One price per region, the same in English and Turkish: edit once, publish, and both pricing pages and the checkout change together.',
  },
  'plan.prices.general': hour('Other countries', 'US dollars', 'USD'),
  'plan.prices.US': hour('United States', 'US dollars', 'USD'),
  'plan.prices.AU': hour('Australia', 'Australian dollars', 'AUD'),
  'plan.prices.CAN': hour('Canada', 'Canadian dollars', 'CAD'),
  'plan.prices.TR': hour('Türkiye', 'Turkish lira', 'TRY'),
  'shared.seo.title': {
    label: 'Page title',
    description: 'The page’s title in search results and the browser tab (the brand is added).',
  },
  'shared.seo.description': {
    label: 'Search description',
    description: 'One or two sentences search engines show under the title.',
  },
  'shared.seo.shareImage': {
    label: 'Share image (optional)',
    description:
      'Picture shown when the page is shared on LinkedIn, Facebook or X (a photo, PNG, JPEG or WebP, at least 1200×630; its middle is cropped to 1200×630). Empty: the card made from the page title.',
  },
  'shared.link.label': { label: 'Button words', description: 'What the button or link says.' },
  'shared.list-item.value': {
    label: 'Item',
    description: 'One entry of the list; add, drag to reorder or delete entries.',
  },
  'role.name': {
    label: 'Role name',
    description: 'The role’s name in this language: page title, menus and the services list.',
  },
  'role.nameInSentence': {
    label: 'Name in a sentence',
    description:
      'One person of the role as a sentence says it, lower case but for proper nouns (“sanal asistan”, “Amazon satıcı destek uzmanı”): the template’s {roleOne}, and in titles {RoleOne}. Empty: the role name.',
  },
  'role.juniorJobDesc': {
    label: 'Junior description',
    description: 'What a junior (0–2 years) does, under “Junior” on the role page.',
  },
  'role.seniorJobDesc': {
    label: 'Senior description',
    description: 'What a senior (5+ years) does, under “Senior” on the role page.',
  },
  'role.jobDesc': {
    label: 'Job description',
    description: 'The paragraph under “Job description” on the role page.',
  },
  'role.responsibilities': {
    label: 'Responsibilities',
    description: 'Bullet list on the role page (at least four). Add, drag to reorder or delete.',
  },
  'role.benefits': {
    label: 'Benefits of hiring',
    description: 'Bullet list on the role page (at least four). Add, drag to reorder or delete.',
  },
  'role.image': {
    label: 'Picture',
    description: 'Illustration of the role on its page (SVG, PNG, JPEG or WebP); the same in both languages.',
  },
  'role-page-template.header.subtitles': {
    label: 'Subtitles',
    description: 'The two lines under the role page’s title: first the lead, then the second line.',
  },
};

/** Technical fields, by name: read-only and last. */
const technical: Record<string, FieldHelp> = {
  slug: {
    label: 'Address name (technical)',
    description: 'Technical: the role’s page address /services/{slug}; fixed, so links keep working.',
    technical: true,
  },
  key: {
    label: 'Key (technical)',
    description: 'Technical: how the site’s code finds this entry; fixed, so the site keeps working.',
    technical: true,
  },
  order: {
    label: 'Position (technical)',
    description: 'Technical: the card’s place on the pricing page, 1 first.',
    technical: true,
  },
  group: {
    label: 'Menu column (technical)',
    description: 'Technical: the column of the services menu the role is listed in.',
    technical: true,
  },
  category: {
    label: 'Services category (technical)',
    description: 'Technical: the category of the /services dropdown the role belongs to.',
    technical: true,
  },
  pageName: {
    label: 'Page (technical)',
    description: 'Technical: which page this is; it names the entry in lists and is not shown on the site.',
    technical: true,
  },
};

/** By field name. */
const byName: Record<string, Omit<FieldHelp, 'technical'>> = {
  title: { label: 'Title', description: 'Title shown on {page}.' },
  heading: { label: 'Heading', description: 'Section heading on {page}.' },
  subheading: { label: 'Subheading', description: 'Smaller line under the heading on {page}.' },
  intro: { label: 'Introduction', description: 'Paragraph under the heading on {page}.' },
  text: { label: 'Text', description: 'Paragraph shown on {page}.' },
  body: { label: 'Body (Markdown)', description: 'Formatted text on {page}: **bold**, lists and links.' },
  description: { label: 'Description', description: 'Text shown on {page}.' },
  label: { label: 'Label', description: 'Words shown on {page}.' },
  href: {
    label: 'Link target',
    description:
      'Where it leads: a page of the site (/pricing), an anchor (#pricingItem) or a full https:// address.',
  },
  image: { label: 'Picture', description: 'Image on {page}; the same in both languages.' },
  icon: {
    label: 'Icon',
    description: 'Small decorative picture beside the text; the same in both languages.',
  },
  poster: { label: 'Picture', description: 'Image on {page}; the same in both languages.' },
  imageAlt: {
    label: 'Picture description',
    description: 'What the picture shows, read aloud to blind visitors.',
  },
  posterAlt: {
    label: 'Picture description',
    description: 'What the picture shows, read aloud to blind visitors.',
  },
  seo: {
    label: 'Search engines',
    description: 'Title and description of {page} in search results and browser tabs.',
  },
  cta: { label: 'Button', description: 'Button on {page}: its words and where it leads.' },
  lead: { label: 'Bold start', description: 'The bold words that begin the bullet.' },
  value: { label: 'Item', description: 'One entry of the list; add, drag to reorder or delete entries.' },
  items: { label: 'Items', description: 'Bullet list; add, drag to reorder or delete entries.' },
  bullets: {
    label: 'Bullets',
    description: 'Bullet list on {page}; add, drag to reorder or delete entries.',
  },
  note: { label: 'Note', description: 'Small print shown on {page}.' },
  name: { label: 'Name', description: 'Name shown on {page}.' },
  number: { label: 'Step number', description: 'Number of the step, 1 to 4 in order.' },
  file: { label: 'Document (PDF)', description: 'The PDF visitors download; the same in both languages.' },
  logo: {
    label: 'Logo',
    description: 'The brand’s logo in the header and footer; the same in both languages.',
  },
  lastUpdated: {
    label: 'Last updated (date)',
    description: 'Date shown as the policy’s last update; the same in both languages.',
  },
  clip: {
    label: 'Video (optional)',
    description:
      'Plays over the picture when a visitor presses play, with captions; leave empty to show the picture alone.',
  },
  mp4: {
    label: 'Video file (MP4)',
    description: 'The video in MP4 (H.264), which every browser plays; keep it short and small.',
  },
  webm: {
    label: 'Smaller video file (WebM, optional)',
    description: 'The same video in WebM (VP9); browsers that can play it download it instead of the MP4.',
  },
  captionsEn: {
    label: 'English captions (WebVTT)',
    description: 'A .vtt file with the English captions; shown by default on the English page.',
  },
  captionsTr: {
    label: 'Turkish captions (WebVTT)',
    description: 'A .vtt file with the Turkish captions; shown by default on the Turkish page.',
  },
  US: { label: 'United States', description: 'For visitors in the United States.' },
  AU: { label: 'Australia', description: 'For visitors in Australia.' },
  CAN: { label: 'Canada', description: 'For visitors in Canada.' },
  TR: { label: 'Türkiye', description: 'For visitors in Türkiye.' },
};

const byKind: Record<string, string> = {
  component: 'Group of fields on {page}.',
  media: 'Image on {page}; the same in both languages.',
  richtext: 'Formatted text (Markdown) on {page}.',
  email: 'E-mail address used on {page}; the same in both languages.',
  string: 'Words shown on {page}.',
  text: 'Text shown on {page}.',
};

/** The help of one field; `path` starts with the content type's name. */
export function helpFor(path: string[], kind: string, pageName: string): FieldHelp {
  const key = path[path.length - 1]!;
  const fill = (help: FieldHelp): FieldHelp => ({
    ...help,
    description: help.description.replace('{page}', pageName),
  });
  const exact = byPath[path.join('.')];
  if (exact) return fill(exact);
  if (technical[key]) return technical[key];
  const named = byName[key];
  if (named) return fill(named);
  const list = kind === 'list' ? ' Add, drag to reorder or delete entries.' : '';
  return fill({
    label: humanize(key),
    description:
      `${byKind[kind] ?? (kind === 'list' ? 'List shown on {page}.' : 'Shown on {page}.')}${list}`.replace(
        '{page}',
        pageName,
      ),
  });
}
