// /applicants: "Applications and hires by source" for a chosen period (GET /applicants/sources): each
// source's applications received in the period and how many of them are hired; a source's button
// filters the list below to it.
import { useId, useState } from 'react';
import type { ApplicantSources } from '@crestline/contracts/applicants';
import { failureDetail } from '../../kit/http';
import { useText } from '../../kit/i18n';
import { useResource } from '../../kit/use-resource';
import { loadSources } from './api';

export const sourceLabel = (t: ReturnType<typeof useText>['t'], source: string) =>
  source === 'direct' ? t('admin.sources.direct') : source;

export function SourcesSummary({ onPick }: { onPick: (source: string) => void }) {
  const { t, lang } = useText();
  const ids = useId();
  const [period, setPeriod] = useState({ from: '', to: '' });
  const sources = useResource<ApplicantSources>(
    (signal) => loadSources(lang, period, signal),
    JSON.stringify(period),
  );
  const state = sources.state;
  return (
    <section className="admin-sources" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('admin.sources.title')}</h2>
      <div className="admin-filters">
        <div className="field">
          <label htmlFor={`${ids}-from`}>{t('admin.sources.from')}</label>
          <input
            id={`${ids}-from`}
            type="date"
            value={period.from}
            onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-to`}>{t('admin.sources.to')}</label>
          <input
            id={`${ids}-to`}
            type="date"
            value={period.to}
            onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))}
          />
        </div>
      </div>
      {state.status === 'error' ? (
        <p className="field-error" role="alert">
          {failureDetail(state.error, lang)}
        </p>
      ) : state.status === 'ready' && state.data.length === 0 ? (
        <p>{t('admin.sources.none')}</p>
      ) : state.status === 'ready' ? (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('admin.sources.source')}</th>
                <th scope="col">{t('admin.sources.applications')}</th>
                <th scope="col">{t('admin.sources.hires')}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((s) => (
                <tr key={s.source}>
                  <th scope="row">
                    <button
                      type="button"
                      className="source-button"
                      aria-label={t('admin.sources.filterBy', { source: sourceLabel(t, s.source) })}
                      onClick={() => onPick(s.source)}
                    >
                      {sourceLabel(t, s.source)}
                    </button>
                  </th>
                  <td>{s.applications}</td>
                  <td>{s.hires}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
