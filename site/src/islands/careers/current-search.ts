// The careers board's current search, handed from the list's island (CareersList) to the job-alert
// form's (JobAlertForm), which loads on its own so the board ships no validation library. Islands of a
// page share this module: the list publishes every search it shows, the form reads the last one and
// follows the next.
export interface AlertSearch {
  search: string;
  type: string;
  location: string;
}

let current: AlertSearch = { search: '', type: '', location: '' };
const listeners = new Set<(search: AlertSearch) => void>();

export function publishSearch(search: AlertSearch): void {
  current = search;
  for (const listener of listeners) listener(search);
}

/** The search shown now, and every later one through `listener`; returns the unsubscribe. */
export function followSearch(listener: (search: AlertSearch) => void): () => void {
  listeners.add(listener);
  listener(current);
  return () => listeners.delete(listener);
}
