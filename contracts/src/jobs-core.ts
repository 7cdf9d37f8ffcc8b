// Pure job helpers without zod (list blocks, location filter, search), so the site's careers islands can
// use them without shipping a validation library. jobs.ts adds the schemas and re-exports everything here.

/** The job fields the searches read. */
export interface SearchableJob {
  title: string;
  description: string;
  type: string;
  location: string;
  language: readonly string[];
}

/**
 * List fields are typed as blocks separated by a blank line. Each block is trimmed; with dropEmpty (the
 * add modal) blank blocks are removed, without it (the edit modal) they are kept.
 */
export function splitBlocks(text: string, { dropEmpty = true }: { dropEmpty?: boolean } = {}): string[] {
  const items = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((item) => item.trim());
  return dropEmpty ? items.filter((item) => item !== '') : items;
}

/** The inverse of splitBlocks, to prefill the edit modal. */
export function joinBlocks(items: readonly string[] | null | undefined): string {
  return (items ?? []).join('\n\n');
}

/** First segment of a comma-listed location, used by the careers location filter. */
export function primaryLocation(location: string): string {
  return (location.split(',')[0] ?? '').trim();
}

/**
 * Search over jobs (case-insensitive substring): careers over title or description; admin over title,
 * description, type, location and languages. An empty query matches everything.
 */
export function jobMatchesSearch(
  job: SearchableJob,
  query: string,
  scope: 'careers' | 'admin' = 'careers',
): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const fields =
    scope === 'careers'
      ? [job.title, job.description]
      : [job.title, job.description, job.type, job.location, ...job.language];
  return fields.some((field) => field.toLowerCase().includes(q));
}
