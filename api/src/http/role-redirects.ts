// Role addresses in any spelling: the spec turns a role page's parameter into a lower-case key with
// underscores, so /services/Virtual%20Assistants, /services/VIRTUAL_ASSISTANTS or
// /tr/services/virtual-assistants all mean the role "virtual_assistants". Every such spelling answers a
// permanent redirect to the role's canonical address (/services/virtual_assistants/, under /tr/ in
// Turkish); the canonical address itself is served as it is, and unknown roles fall through to the 404.
import type { RequestHandler } from 'express';
import { roleSlugFromAnySpelling } from '@crestline/contracts/enums';

const rolePath = /^(\/tr)?\/services\/([^/]+)\/?$/;

export function roleRedirects(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const m = rolePath.exec(req.path);
    if (!m) return next();
    const slug = roleSlugFromAnySpelling(m[2]!);
    if (!slug || slug === m[2]) return next();
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.redirect(301, `${m[1] ?? ''}/services/${slug}/${query}`);
  };
}
