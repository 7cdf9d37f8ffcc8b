// @vitest-environment jsdom
// /payment's rule (one request per selected plan; the plan cleared in every case; a failure keeps a copy
// for Retry and replaces the history entry).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../kit/http';
import { RETRY_PLAN_KEY, resetSentPlans, startPayment } from './payment-start';

const plan = {
  role: 'sr_technical',
  amount: 1700,
  showAmount: 1700,
  noOfRoles: 2,
  noOfMonths: 1,
  billingCycle: 'hourly',
  description: 'Senior Technical Professional',
  currency: 'USD',
  region: 'US',
};

function deps(request: (...args: unknown[]) => Promise<unknown>) {
  return {
    lang: 'en' as const,
    failurePath: '/payment-failure/',
    assign: vi.fn(),
    replace: vi.fn(),
    request: request as never,
    local: window.localStorage,
    session: window.sessionStorage,
  };
}

describe('/payment', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetSentPlans();
    localStorage.setItem('subscription', JSON.stringify(plan));
  });

  it('sends the plan once, goes to the returned url and clears the plan', async () => {
    const request = vi.fn().mockResolvedValue({ url: '/checkout?session=cs_1' });
    const d = deps(request);
    expect(await startPayment(d)).toBe('redirected');
    localStorage.setItem('subscription', JSON.stringify(plan)); // a second mount sees the same plan
    expect(await startPayment(d)).toBe('sent');
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[0]).toBe('/stripe/createSubscribe');
    expect(request.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', auth: true, json: plan });
    expect(d.assign).toHaveBeenCalledWith('/checkout?session=cs_1');
    expect(d.replace).not.toHaveBeenCalled();
  });

  it('on a failure replaces the page with /payment-failure, clears the plan and keeps a copy for Retry', async () => {
    const request = vi.fn().mockRejectedValue(new ApiError('http', 502, 'Bad Gateway', null, 'down'));
    const d = deps(request);
    expect(await startPayment(d)).toBe('failed');
    expect(d.replace).toHaveBeenCalledWith('/payment-failure/');
    expect(JSON.parse(localStorage.getItem('subscription')!)).toEqual({ region: 'US' });
    expect(JSON.parse(sessionStorage.getItem(RETRY_PLAN_KEY)!)).toMatchObject({
      role: 'sr_technical',
      noOfRoles: 2,
    });
  });

  it('does nothing without a plan', async () => {
    localStorage.clear();
    const request = vi.fn();
    expect(await startPayment(deps(request))).toBe('no-plan');
    expect(request).not.toHaveBeenCalled();
  });
});
