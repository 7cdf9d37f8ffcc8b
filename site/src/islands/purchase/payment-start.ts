// What /payment does with the selected plan (docs/product.md, purchase): one createSubscribe request at
// most per selected plan; a returned url is where the browser goes (Stripe's checkout, or the demo
// checkout); any failure goes to /payment-failure with the history entry replaced. The stored plan is
// cleared in every case, but a failed attempt keeps a copy in this tab (sessionStorage "retryPlan") that
// /payment-failure's Retry puts back.
import type { Locale } from '@crestline/contracts/enums';
import type { PlanSelection } from '@crestline/contracts/payments';
import { apiRequest } from '../kit/http';
import { clearPlan, readStoredPlan } from './stored-plan';

export const RETRY_PLAN_KEY = 'retryPlan';

export interface PaymentDeps {
  lang: Locale;
  failurePath: string;
  assign(url: string): void;
  replace(url: string): void;
  request?: typeof apiRequest;
  local?: Storage | undefined;
  session?: Storage | undefined;
}

// Plans already sent from this page (a second mount of the island must not send again).
const sent = new Set<string>();

export async function startPayment(deps: PaymentDeps): Promise<'redirected' | 'failed' | 'no-plan' | 'sent'> {
  const plan: PlanSelection | null = readStoredPlan(deps.local);
  if (!plan) return 'no-plan';
  const key = JSON.stringify(plan);
  if (sent.has(key)) return 'sent';
  sent.add(key);
  const request = deps.request ?? apiRequest;
  try {
    const { url } = await request<{ url?: string }>('/stripe/createSubscribe', {
      lang: deps.lang,
      method: 'POST',
      auth: true,
      json: plan,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    clearPlan(deps.local);
    if (typeof url === 'string' && url) {
      deps.assign(url);
      return 'redirected';
    }
    console.error('The checkout answered without a session url.');
    return 'failed';
  } catch {
    clearPlan(deps.local);
    try {
      deps.session?.setItem(RETRY_PLAN_KEY, key);
    } catch {
      /* storage blocked: Retry then finds no plan */
    }
    deps.replace(deps.failurePath);
    return 'failed';
  }
}

/** For tests: forget which plans were sent. */
export function resetSentPlans(): void {
  sent.clear();
}
