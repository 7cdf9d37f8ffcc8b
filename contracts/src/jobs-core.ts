// Pure job helpers without zod (location filter, search), so the site's careers islands can
// use them without shipping a validation library. jobs.ts adds the schemas and re-exports everything here.

import { foldText } from './text-fold';

/** The job fields the searches read. */
interface SearchableJob {
  title: string;
  description: string;
  type: string;
  location: string;
  language: readonly string[];
  /** The optional Turkish title and description (searched too, so "muhasebe" finds a Turkish title). */
  titleTr?: string | null | undefined;
  descriptionTr?: string | null | undefined;
  /** The optional Turkish location (the admin search reads it, as it reads the location). */
  locationTr?: string | null | undefined;
}

/** First segment of a comma-listed location, used by the careers location filter. */
export function primaryLocation(location: string): string {
  return (location.split(',')[0] ?? '').trim();
}

/**
 * Search over jobs (substring, case and Turkish letters folded: foldText): careers over the title or
 * description in either language; admin over those, type, location (either language) and languages. An
 * empty query matches everything.
 */
export function jobMatchesSearch(
  job: SearchableJob,
  query: string,
  scope: 'careers' | 'admin' = 'careers',
): boolean {
  const q = foldText(query.trim());
  if (!q) return true;
  const fields =
    scope === 'careers'
      ? [job.title, job.description, job.titleTr, job.descriptionTr]
      : [
          job.title,
          job.description,
          job.titleTr,
          job.descriptionTr,
          job.type,
          job.location,
          job.locationTr,
          ...job.language,
        ];
  return fields.some((field) => !!field && foldText(field).includes(q));
}

/**
 * A list field of the add/edit job modals: blocks of text separated by a blank line, one item each
 * (docs/product.md). Items are trimmed; `dropEmpty` leaves out blank ones (the add modal does).
 */
export function splitBlocks(text: string, { dropEmpty = true }: { dropEmpty?: boolean } = {}): string[] {
  const items = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((item) => item.trim());
  return dropEmpty ? items.filter((item) => item !== '') : items;
}

/** The reverse of splitBlocks, for preloading the edit modal. */
export function joinBlocks(items: readonly string[] | undefined): string {
  return (items ?? []).join('\n\n');
}
