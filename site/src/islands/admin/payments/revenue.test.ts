// The revenue chart's figures: paid minus refunded per currency and month.
import { describe, expect, it } from 'vitest';
import type { Payment } from '@crestline/contracts/payments';
import { revenueByMonth } from './revenue';

describe('revenue per month', () => {
  const payment = (created: string, amount: number, currency: string, extra: Partial<Payment> = {}) =>
    ({ created, amount, currency, amountRefunded: 0, status: 'succeeded', ...extra }) as Payment;

  it('sums paid minus refunded per currency and month, with empty months in between', () => {
    const data = revenueByMonth([
      payment('2026-09-03T10:00:00.000Z', 10_000, 'usd'),
      payment('2026-11-20T10:00:00.000Z', 5_000, 'usd', {
        amountRefunded: 1_000,
        status: 'partially_refunded',
      }),
      payment('2026-11-21T10:00:00.000Z', 7_000, 'aud'),
      payment('2026-10-01T10:00:00.000Z', 9_999, 'usd', { status: 'failed' }),
    ]);
    expect(data.months).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(data.series).toEqual([
      { currency: 'AUD', values: [0, 0, 7_000] },
      { currency: 'USD', values: [10_000, 0, 4_000] },
    ]);
    expect(revenueByMonth([])).toEqual({ months: [], series: [] });
  });
});
