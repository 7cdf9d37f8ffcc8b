// Columns of the audit trail: when, who (and from which address), the action, the record, and the
// fields that changed (before → after) with anything else the event keeps. The server orders newest
// first; the columns do not sort.
import type { AuditEvent } from '@crestline/contracts/audit';
import type { Locale } from '@crestline/contracts/enums';
import type { MessageKey } from '@crestline/contracts/translate';
import { columnHelper, type Column } from '../../kit/DataTable';
import { formatDate } from '../../kit/format';
import type { Translate } from '../../kit/i18n';

const shown = (t: Translate, value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : typeof value === 'boolean'
        ? t(value ? 'common.yes' : 'common.no')
        : JSON.stringify(value);

/** A field's name as the admin reads it (the stored name when the catalogue has none). */
const fieldName = (t: Translate, field: string) =>
  t(`audit.field.${field}` as MessageKey, { defaultValue: field });

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function Changes({ details, t }: { details: Record<string, unknown>; t: Translate }) {
  const before = asRecord(details.before);
  const after = asRecord(details.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const other = Object.entries(details).filter(([key]) => key !== 'before' && key !== 'after');
  if (fields.length === 0 && other.length === 0) return <>—</>;
  return (
    <ul className="audit-changes">
      {fields.map((field) => (
        <li key={field}>
          {fieldName(t, field)}:{' '}
          {'before' in details && field in before ? <del>{shown(t, before[field])}</del> : null}
          {'before' in details && field in before ? ' → ' : null}
          <ins>{shown(t, after[field])}</ins>
        </li>
      ))}
      {other.map(([key, value]) => (
        <li key={key}>
          {fieldName(t, key)}: {shown(t, value)}
        </li>
      ))}
    </ul>
  );
}

export function auditColumns(t: Translate, lang: Locale): Column<AuditEvent>[] {
  const col = columnHelper<AuditEvent>();
  return [
    col.accessor('at', {
      header: t('audit.column.at'),
      enableSorting: false,
      cell: (info) => (
        <time dateTime={info.getValue()}>{formatDate(lang, info.getValue(), { time: true })}</time>
      ),
    }),
    col.accessor((e) => e.actor.email, {
      id: 'actor',
      header: t('audit.column.actor'),
      enableSorting: false,
      cell: (info) => (
        <>
          {info.getValue()}
          {info.row.original.actor.roles.length > 0 && (
            <>
              <br />
              <small className="audit-roles">
                {t('audit.asRoles', {
                  roles: info.row.original.actor.roles
                    .map((r) => t(`admin.role.${r}` as MessageKey, { defaultValue: r }))
                    .join(', '),
                })}
              </small>
            </>
          )}
          {info.row.original.ip && (
            <>
              <br />
              <small>{t('audit.fromAddress', { ip: info.row.original.ip })}</small>
            </>
          )}
        </>
      ),
    }),
    col.accessor('action', {
      header: t('audit.column.action'),
      enableSorting: false,
      cell: (info) => t(`audit.action.${info.getValue()}` as MessageKey, { defaultValue: info.getValue() }),
    }),
    col.accessor((e) => e.target.label ?? e.target.id ?? '', {
      id: 'target',
      header: t('audit.column.target'),
      enableSorting: false,
      cell: (info) => {
        const { type, id, label } = info.row.original.target;
        return (
          <>
            {t(`audit.target.${type}` as MessageKey, { defaultValue: type })}
            {label && (
              <>
                <br />
                {label}
              </>
            )}
            {id && id !== label && (
              <>
                <br />
                <small className="audit-id">{id}</small>
              </>
            )}
          </>
        );
      },
    }),
    col.display({
      id: 'changes',
      header: t('audit.column.changes'),
      cell: (info) => <Changes details={info.row.original.details} t={t} />,
    }),
  ];
}
