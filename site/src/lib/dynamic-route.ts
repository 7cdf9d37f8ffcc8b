// Inline script of the pages that one static file serves for many addresses (/job/{id},
// /application/{id}, /resetpassword/{token}, the admin's /job/{id}/applicants and /applicantDetails/{id},
// in both languages). The layout's language redirect and language switch only know the page's own path
// (/job/), which would drop the id: these pages turn the layout's redirect off (noLangRedirect) and this
// script does both with the full address instead.
// The text is the same on every page, so the API's Content-Security-Policy needs one hash for it.
import { TURKISH_PREFIX } from '@crestline/contracts/site-paths';

// The Turkish prefix is the contracts' (site-paths.ts), written into the text once at build time.
const tr = TURKISH_PREFIX;
export const dynamicRouteScript = `(function () {
  var l = window.location, p = l.pathname, isTr = p === '${tr}' || p.indexOf('${tr}/') === 0;
  var en = isTr ? p.slice(${tr.length}) || '/' : p, twin = isTr ? en : '${tr}' + en, stored = null;
  try { stored = window.localStorage.getItem('language'); } catch (e) { stored = null; }
  if (stored !== null && (stored === 'tr') !== isTr) {
    document.documentElement.style.visibility = 'hidden';
    l.replace(twin + l.search + l.hash);
    return;
  }
  var links = document.querySelectorAll('a[data-set-lang]');
  for (var i = 0; i < links.length; i++) links[i].setAttribute('href', twin + l.search);
})();`;
