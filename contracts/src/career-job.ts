// A job as the careers pages read it from the API: the site's build (the prebuilt /job/{id} pages) and
// the careers islands in the browser. Tolerant of missing optional fields, and zod-free so that the job
// detail page does not load the schemas.

/** A job as the careers screens use it (lists always present, so rendering needs no checks). */
export interface CareerJob {
  _id: string;
  title: string;
  description: string;
  type: string;
  location: string;
  language: string[];
  responsibilities: string[];
  operatingHours: string;
  training: string[];
  requirements: string[];
  benefits: string[];
  postingDate: string;
  /** Until when the posting is open (ISO): the admin's closing date, or 60 days after posting. */
  validThrough: string;
  /** The optional salary: null amounts when the admin gave none. */
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string;
  salaryUnit: string;
  /** The optional Turkish texts the admin gave ('' and [] when none): see jobText. */
  titleTr: string;
  descriptionTr: string;
  operatingHoursTr: string;
  locationTr: string;
  responsibilitiesTr: string[];
  trainingTr: string[];
  requirementsTr: string[];
  benefitsTr: string[];
}

/** The texts of a job an admin may also write in Turkish, and the field holding the Turkish text. */
export const JOB_TURKISH_FIELDS = {
  title: 'titleTr',
  description: 'descriptionTr',
  operatingHours: 'operatingHoursTr',
  location: 'locationTr',
  responsibilities: 'responsibilitiesTr',
  training: 'trainingTr',
  requirements: 'requirementsTr',
  benefits: 'benefitsTr',
} as const;
export type JobTextField = keyof typeof JOB_TURKISH_FIELDS;
type OneText = 'title' | 'description' | 'operatingHours' | 'location';
type ListText = Exclude<JobTextField, OneText>;
/** The job fields jobText reads (any of them may be missing: a careers card has only some). */
type JobTexts = { [K in OneText | (typeof JOB_TURKISH_FIELDS)[OneText]]?: string | null | undefined } & {
  [K in ListText | (typeof JOB_TURKISH_FIELDS)[ListText]]?: readonly string[] | null | undefined;
};

/**
 * A job's text as a page in `lang` shows it: on a Turkish page the Turkish text when the admin gave one,
 * else the English text with `lang: 'en'` (the page marks it lang="en": screen readers switch voice, and
 * the Turkish headings stay around it). On an English page always the English text, with no mark.
 */
export function jobText(
  job: JobTexts,
  field: OneText,
  lang: string,
): { value: string; lang: 'en' | undefined };
export function jobText(
  job: JobTexts,
  field: ListText,
  lang: string,
): { value: readonly string[]; lang: 'en' | undefined };
export function jobText(
  job: JobTexts,
  field: JobTextField,
  lang: string,
): { value: string | readonly string[]; lang: 'en' | undefined } {
  const isList =
    field !== 'title' && field !== 'description' && field !== 'operatingHours' && field !== 'location';
  const english = job[field] ?? (isList ? [] : '');
  if (lang === 'en') return { value: english, lang: undefined };
  const turkish = job[JOB_TURKISH_FIELDS[field]];
  const given = Array.isArray(turkish)
    ? turkish.length > 0
    : typeof turkish === 'string' && turkish.trim() !== '';
  return given && turkish ? { value: turkish, lang: undefined } : { value: english, lang: 'en' };
}

/** Without a closing date a posting is valid this many days after posting (as JOB_VALID_DAYS). */
const VALID_DAYS = 60;
const amount = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null;

function validThroughOf(r: Record<string, unknown>): string {
  const given = text(r.validThrough) || text(r.closingDate);
  if (given && !Number.isNaN(Date.parse(given))) return given;
  const posted = Date.parse(text(r.postingDate));
  return Number.isNaN(posted) ? '' : new Date(posted + VALID_DAYS * 86_400_000).toISOString();
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];

/** A job from an API body, tolerant of missing optional fields; null without an id. */
export function toCareerJob(raw: unknown): CareerJob | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const id = text(r._id) || (typeof r._id === 'number' ? String(r._id) : '');
  if (!id) return null;
  return {
    _id: id,
    title: text(r.title),
    description: text(r.description),
    type: text(r.type),
    location: text(r.location),
    language: list(r.language),
    responsibilities: list(r.responsibilities),
    operatingHours: text(r.operatingHours),
    training: list(r.training),
    requirements: list(r.requirements),
    benefits: list(r.benefits),
    postingDate: text(r.postingDate),
    validThrough: validThroughOf(r),
    salaryMin: amount(r.salaryMin),
    salaryMax: amount(r.salaryMax),
    salaryCurrency: text(r.salaryCurrency),
    salaryUnit: text(r.salaryUnit),
    titleTr: text(r.titleTr),
    descriptionTr: text(r.descriptionTr),
    operatingHoursTr: text(r.operatingHoursTr),
    locationTr: text(r.locationTr),
    responsibilitiesTr: list(r.responsibilitiesTr),
    trainingTr: list(r.trainingTr),
    requirementsTr: list(r.requirementsTr),
    benefitsTr: list(r.benefitsTr),
  };
}
