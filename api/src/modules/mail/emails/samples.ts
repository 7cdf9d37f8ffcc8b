// What the templates' samples share: the site's address as PUBLIC_URL gives it, a link token's shape and a
// plan bought in either language, written the way the payments module writes it.
import { formatMoney, t, type Locale } from '@crestline/contracts';

export const SAMPLE_PUBLIC_URL = 'https://www.crestlinestaffing.example';
export const SAMPLE_TOKEN = 'q3Xv9LbT2mWcR8nKfJ0sYdA4hE6uPzGo1iN5tBwVxCk';

const planNames: Record<Locale, string> = {
  en: 'Senior Technical Professional',
  tr: 'Senior Teknik Profesyonel',
};

/** Two senior technical talents for three months, paid monthly. */
export function samplePlan(lang: Locale) {
  const months = 3;
  return {
    amount: formatMoney(294666, 'usd', lang),
    description: t(lang, 'billing.planDescription', {
      plan: planNames[lang],
      roles: 2,
      months,
      count: months,
    }),
    months: String(months),
  };
}
