// The site's pages are English at the root and Turkish under /tr: the contracts' rule, one source for
// the site and the API (docs/site.md).
export { sitePath } from '@crestline/contracts/site-paths';
