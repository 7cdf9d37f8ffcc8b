// Addresses of the careers pages in the page's language (the contracts' site paths).
import type { Locale } from '@crestline/contracts/enums';
import { RECORD_PAGES, recordPath, sitePath } from '@crestline/contracts/site-paths';

export const careersPath = (lang: Locale) => sitePath(lang, '/career');
export const jobPath = (lang: Locale, id: string) => recordPath(lang, RECORD_PAGES.job, id);
export const applicationPath = (lang: Locale, id: string) => recordPath(lang, RECORD_PAGES.application, id);
