// /audit: the audit trail, newest first, paged and filtered by the server (admin, action, record,
// period); the export downloads every entry the applied filters match. The filters apply when the form
// is sent, so typing an email does not send a request per letter.
import { useId, useMemo, useState, type FormEvent } from 'react';
import { AUDIT_ACTIONS } from '@crestline/contracts/audit';
import type { MessageKey } from '@crestline/contracts/translate';
import { AdminOnly } from '../../admin-kit/AdminOnly';
import { ExportButton } from '../../admin-kit/ExportButton';
import { DataTable } from '../../kit/DataTable';
import { failureDetail } from '../../kit/http';
import { useText, withText, type IslandProps } from '../../kit/i18n';
import { Notice, useNotice } from '../../kit/Notice';
import { useServerList } from '../../kit/use-server-list';
import { NO_FILTERS, exportPath, loadPage, type Filters } from './api';
import { auditColumns } from './columns';
import './audit.css';

function AuditScreen(_props: IslandProps) {
  return (
    <AdminOnly>
      <AuditTrail />
    </AdminOnly>
  );
}

function AuditTrail() {
  const { t, lang } = useText();
  const ids = useId();
  const notice = useNotice();
  const [typed, setTyped] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const list = useServerList({
    filters,
    load: (query, signal) => loadPage(lang, query, signal),
    pageSize: 20,
  });
  const columns = useMemo(() => auditColumns(t, lang), [t, lang]);
  const field = (name: keyof Filters) => ({
    id: `${ids}-${name}`,
    name,
    value: typed[name],
    onChange: (e: { target: { value: string } }) => setTyped((f) => ({ ...f, [name]: e.target.value })),
  });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ ...typed, actor: typed.actor.trim(), target: typed.target.trim() });
  };
  const clear = () => {
    setTyped(NO_FILTERS);
    setFilters(NO_FILTERS);
  };

  const filterBar = (
    <form className="admin-filters audit-filters" onSubmit={apply}>
      <div className="field">
        <label htmlFor={`${ids}-actor`}>{t('audit.filter.actor')}</label>
        <input type="search" autoComplete="off" {...field('actor')} />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-action`}>{t('audit.filter.action')}</label>
        <select {...field('action')}>
          <option value="">{t('audit.filter.allActions')}</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {t(`audit.action.${a}` as MessageKey)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${ids}-target`}>{t('audit.filter.target')}</label>
        <input type="search" autoComplete="off" {...field('target')} />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-from`}>{t('audit.filter.from')}</label>
        <input type="date" {...field('from')} />
      </div>
      <div className="field">
        <label htmlFor={`${ids}-to`}>{t('audit.filter.to')}</label>
        <input type="date" {...field('to')} />
      </div>
      <button type="submit" className="button">
        {t('audit.filter.apply')}
      </button>
      <button type="button" className="button button-outline" onClick={clear}>
        {t('audit.filter.clear')}
      </button>
      <ExportButton path={exportPath(filters)} fileName="audit.csv" onError={notice.error} />
    </form>
  );

  return (
    <div className="admin-screen">
      <p>{t('audit.intro')}</p>
      <Notice notice={notice.notice} onClose={notice.clear} />
      <DataTable
        caption={t('admin.title.audit')}
        columns={columns}
        data={list.rows}
        getRowId={(e) => e.id}
        remote={list.remote}
        busy={list.busy}
        loading={list.loading}
        error={list.error ? t('audit.fetchError', { detail: failureDetail(list.error, lang) }) : null}
        emptyText={t('audit.none')}
        toolbar={filterBar}
      />
    </div>
  );
}

export default withText(AuditScreen);
