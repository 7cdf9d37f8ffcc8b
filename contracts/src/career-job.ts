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
  };
}
