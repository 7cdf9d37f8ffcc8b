// Revenue per month and currency from the payments list: what was paid minus what was refunded, by the
// month of the payment (UTC), for the admin's chart and its table.
import type { Payment } from '@crestline/contracts/payments';

export interface RevenueSeries {
  /** "2026-11", oldest first; every month from the first payment to the last. */
  months: string[];
  /** Per currency (upper case), minor units per month in the order of `months`. */
  series: { currency: string; values: number[] }[];
}

const monthOf = (iso: string) => iso.slice(0, 7);

function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  let [y, m] = first.split('-').map(Number) as [number, number];
  const [ly, lm] = last.split('-').map(Number) as [number, number];
  while (y < ly || (y === ly && m <= lm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

export function revenueByMonth(payments: readonly Payment[]): RevenueSeries {
  const paid = payments.filter((p) => p.status !== 'failed');
  if (paid.length === 0) return { months: [], series: [] };
  const months = paid.map((p) => monthOf(p.created)).sort();
  const all = monthsBetween(months[0]!, months[months.length - 1]!);
  const byCurrency = new Map<string, number[]>();
  for (const p of paid) {
    const currency = p.currency.toUpperCase();
    const values = byCurrency.get(currency) ?? all.map(() => 0);
    values[all.indexOf(monthOf(p.created))]! += p.amount - p.amountRefunded;
    byCurrency.set(currency, values);
  }
  return {
    months: all,
    series: [...byCurrency.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, values]) => ({ currency, values })),
  };
}
