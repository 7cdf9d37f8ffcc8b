// The revenue-per-month chart above the admin's payments table (Chart.js, loaded after the table). Each
// currency has its own line style and point shape besides its colour, and the same figures are in the
// table under the chart, so nothing depends on seeing colour.
import { useEffect, useMemo, useRef } from 'react';
import type { Payment } from '@crestline/contracts/payments';
import { formatMoney } from '../../kit/format';
import { useText } from '../../kit/i18n';
import { revenueByMonth } from './revenue';

const STYLES = [
  { color: '#0b3d6e', dash: [], point: 'circle' },
  { color: '#a86b00', dash: [8, 4], point: 'triangle' },
  { color: '#2f6b3a', dash: [2, 3], point: 'rectRot' },
  { color: '#7b2d5b', dash: [12, 3, 2, 3], point: 'rect' },
] as const;

export function RevenueChart({ payments }: { payments: readonly Payment[] }) {
  const { t, lang } = useText();
  const canvas = useRef<HTMLCanvasElement>(null);
  const data = useMemo(() => revenueByMonth(payments), [payments]);
  const monthLabel = (month: string) =>
    new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : 'en-US', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month}-01T00:00:00Z`));

  useEffect(() => {
    if (!canvas.current || data.months.length === 0) return;
    let chart: { destroy(): void } | null = null;
    let stopped = false;
    void import('./chart-setup').then(({ Chart }) => {
      if (stopped || !canvas.current) return;
      chart = new Chart(canvas.current, {
        type: 'line',
        data: {
          labels: data.months.map(monthLabel),
          datasets: data.series.map((s, i) => {
            const style = STYLES[i % STYLES.length]!;
            return {
              label: s.currency,
              data: s.values.map((v) => v / 100),
              borderColor: style.color,
              backgroundColor: style.color,
              borderDash: [...style.dash],
              pointStyle: style.point,
              pointRadius: 5,
              borderWidth: 2,
            };
          }),
        },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { labels: { usePointStyle: true } } },
          scales: { y: { beginAtZero: true } },
        },
      });
    });
    return () => {
      stopped = true;
      chart?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- monthLabel follows lang
  }, [data, lang]);

  return (
    <section className="revenue-chart" aria-labelledby="revenue-chart-title">
      <h2 id="revenue-chart-title">{t('commerce.chart.title')}</h2>
      {data.months.length === 0 ? (
        <p className="card-muted">{t('commerce.chart.empty')}</p>
      ) : (
        <>
          <div className="revenue-chart-canvas">
            <canvas ref={canvas} aria-hidden="true" />
          </div>
          <div className="table-scroll" role="region" aria-label={t('commerce.chart.caption')} tabIndex={0}>
            <table className="table">
              <caption>{t('commerce.chart.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('commerce.chart.month')}</th>
                  {data.series.map((s) => (
                    <th scope="col" key={s.currency}>
                      {s.currency}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.months.map((month, i) => (
                  <tr key={month}>
                    <th scope="row">{monthLabel(month)}</th>
                    {data.series.map((s) => (
                      <td key={s.currency} className="money">
                        {formatMoney(s.values[i] ?? 0, s.currency, lang)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
