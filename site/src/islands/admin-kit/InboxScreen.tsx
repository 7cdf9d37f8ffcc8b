// The screen every admin inbox shares (customer inquiries, messages, franchise applications): the list
// newest first with search, sort and pages of 10, a details modal, Mark as Read (only while unread), the
// comment modal (CommentModal.tsx: Add Comment / Edit Comment; a blank comment is refused) and the CSV
// export of what the search shows. A screen gives its columns, the fields of its details and its texts.
import { useMemo, useState, type ReactNode } from 'react';
import { visitSourceLabel } from '@crestline/contracts/visit-source';
import type { LeadSource } from '@crestline/contracts/leads';
import { AdminOnly } from './AdminOnly';
import { CommentModal } from './CommentModal';
import { DataTable, columnHelper, type Column } from '../kit/DataTable';
import { ExportButton } from './ExportButton';
import { apiRequest, failureDetail, type AnswerSchema } from '../kit/http';
import { formatDate } from '../kit/format';
import { useText, type Translate } from '../kit/i18n';
import { Modal } from '../kit/Modal';
import { Notice, useNotice } from '../kit/Notice';
import { useResource } from '../kit/use-resource';

export interface InboxRecord {
  _id: string;
  isRead: boolean;
  comment: string;
  /** A lead's page language, source and junk flag (contracts' leadRecordFields). */
  locale?: 'en' | 'tr' | undefined;
  source?: LeadSource | null | undefined;
  isSpam?: boolean | undefined;
}

/** The details every lead shows: its language and how the visit came. */
function leadDetails(record: InboxRecord, t: Translate): [string, ReactNode][] {
  const s = record.source ?? {};
  const rows: [string, string | undefined][] = [
    [t('admin.col.language'), record.locale ? t(`lead.language.${record.locale}`) : undefined],
    [t('admin.col.source'), visitSourceLabel(record.source)],
    [t('admin.col.sourcePage'), s.page],
    [t('admin.col.landingPage'), s.landingPage],
    [t('admin.col.referrer'), s.referrer],
    [t('admin.col.utmSource'), s.utm_source],
    [t('admin.col.utmMedium'), s.utm_medium],
    [t('admin.col.utmCampaign'), s.utm_campaign],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

export interface InboxConfig<R extends InboxRecord> {
  /** API path of the inbox: GET {path}, {path}/export, PATCH {path}/:id/mark-read|add-comment. */
  path: string;
  /** Envelope names: { [many]: [...] }, { [one]: record }. */
  many: string;
  one: string;
  /** The contracts' schema of the `{ [one]: record }` answer of mark-read and add-comment. */
  answer: AnswerSchema<Record<string, R>>;
  caption: string;
  columns: Column<R>[];
  /** The record's date field, sorted newest first. */
  dateField: keyof R & string;
  searchFields: readonly string[];
  searchLabel: string;
  nameOf: (record: R) => string;
  /** Label and value of each field in the details modal. */
  details: (record: R, t: Translate) => [string, ReactNode][];
  noMatchText: string;
  fetchError: (detail: string) => string;
  updateFailed: (detail: string) => string;
  commentFailed: (detail: string) => string;
  exportName: string;
}

export function InboxScreen<R extends InboxRecord>(props: { config: InboxConfig<R> }) {
  return (
    <AdminOnly>
      <Inbox {...props} />
    </AdminOnly>
  );
}

function Inbox<R extends InboxRecord>({ config }: { config: InboxConfig<R> }) {
  const { t, lang } = useText();
  const notice = useNotice();
  const [search, setSearch] = useState('');
  // A link to one record (a sales alert's: ?open=<id>) opens its details once the list is there.
  const [open, setOpen] = useState<string | null>(() =>
    typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('open'),
  );
  const [commenting, setCommenting] = useState<string | null>(null);
  const [spam, setSpam] = useState(false);
  const list = useResource(
    async (signal) =>
      (
        await apiRequest<Record<string, R[]>>(`${config.path}${spam ? '?spam=true' : ''}`, {
          lang,
          auth: true,
          signal,
        })
      )[config.many] ?? [],
    `${lang}:${spam}`,
  );
  const remove = async (record: R) => {
    notice.clear();
    if (!window.confirm(t('inbox.deleteConfirm'))) return;
    try {
      await apiRequest(`${config.path}/${encodeURIComponent(record._id)}`, {
        lang,
        auth: true,
        method: 'DELETE',
      });
      list.update((all) => all.filter((r) => r._id !== record._id));
      setOpen(null);
    } catch (error) {
      notice.error(t('inbox.deleteFailed', { detail: failureDetail(error, lang) }));
    }
  };
  const rows = list.state.status === 'ready' ? list.state.data : [];
  const opened = rows.find((r) => r._id === open) ?? null;
  const commented = rows.find((r) => r._id === commenting) ?? null;

  const replace = (record: R) => list.update((all) => all.map((r) => (r._id === record._id ? record : r)));
  const markRead = async (record: R) => {
    notice.clear();
    try {
      const body = await apiRequest(`${config.path}/${encodeURIComponent(record._id)}/mark-read`, {
        lang,
        auth: true,
        method: 'PATCH',
        answer: config.answer,
      });
      replace(body[config.one]!);
    } catch (error) {
      notice.error(config.updateFailed(failureDetail(error, lang)));
    }
  };

  const col = columnHelper<R>();
  const columns = useMemo<Column<R>[]>(
    () => [
      ...config.columns,
      col.accessor((r) => (r.isRead ? 1 : 0), {
        id: 'isRead',
        header: t('admin.col.status'),
        cell: (info) => (
          <span className={`badge ${info.row.original.isRead ? 'badge-muted' : 'badge-new'}`}>
            {info.row.original.isRead ? t('admin.read') : t('admin.unread')}
          </span>
        ),
      }),
      col.display({
        id: 'actions',
        header: t('admin.col.actions'),
        cell: (info) => (
          <RowActions
            record={info.row.original}
            name={config.nameOf(info.row.original)}
            onDetails={() => setOpen(info.row.original._id)}
            onMarkRead={() => void markRead(info.row.original)}
            onComment={() => setCommenting(info.row.original._id)}
            onDelete={info.row.original.isSpam ? () => void remove(info.row.original) : undefined}
          />
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the columns follow the texts and the config
    [config, t, spam],
  );

  const error =
    list.state.status === 'error' ? config.fetchError(failureDetail(list.state.error, lang)) : null;
  const exportQuery = new URLSearchParams({
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(spam ? { spam: 'true' } : {}),
  }).toString();
  const exportPath = `${config.path}/export${exportQuery ? `?${exportQuery}` : ''}`;
  return (
    <div className="admin-screen">
      <Notice notice={notice.notice} onClose={notice.clear} />
      <DataTable
        caption={config.caption}
        columns={columns}
        data={rows}
        getRowId={(r) => r._id}
        searchText={(r) => config.searchFields.map((f) => (r as Record<string, unknown>)[f] as string)}
        searchLabel={config.searchLabel}
        initialSort={[{ id: config.dateField, desc: true }]}
        pageSize={10}
        loading={list.state.status === 'loading'}
        error={error}
        emptyText={config.noMatchText}
        toolbar={
          <>
            <label className="inline-check">
              <input type="checkbox" checked={spam} onChange={(e) => setSpam(e.target.checked)} />{' '}
              {t('inbox.showSpam')}
            </label>
            <ExportButton path={exportPath} fileName={`${config.exportName}.csv`} onError={notice.error} />
          </>
        }
        onSearchChange={setSearch}
      />
      <Modal
        open={opened !== null}
        onClose={() => setOpen(null)}
        title={opened ? t('admin.detailsOf', { name: config.nameOf(opened) }) : ''}
        variant="wide"
        footer={
          opened ? (
            <RowActions
              record={opened}
              name={config.nameOf(opened)}
              onMarkRead={() => void markRead(opened)}
              onComment={() => setCommenting(opened._id)}
              onDelete={opened.isSpam ? () => void remove(opened) : undefined}
            />
          ) : null
        }
      >
        {opened ? (
          <dl className="detail-list">
            {[...config.details(opened, t), ...leadDetails(opened, t)].map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            <div>
              <dt>{t('admin.col.comment')}</dt>
              <dd>{opened.comment || t('admin.noComment')}</dd>
            </div>
          </dl>
        ) : null}
      </Modal>
      <CommentModal
        record={commented}
        name={commented ? config.nameOf(commented) : ''}
        onClose={() => setCommenting(null)}
        save={async (comment) => {
          const body = await apiRequest(`${config.path}/${encodeURIComponent(commented!._id)}/add-comment`, {
            lang,
            auth: true,
            method: 'PATCH',
            json: { comment },
            answer: config.answer,
          });
          replace(body[config.one]!);
          setCommenting(null);
        }}
        failed={config.commentFailed}
      />
    </div>
  );
}

function RowActions<R extends InboxRecord>({
  record,
  name,
  onDetails,
  onMarkRead,
  onComment,
  onDelete,
}: {
  record: R;
  name: string;
  onDetails?: () => void;
  onMarkRead: () => void;
  onComment: () => void;
  /** Records held as spam only. */
  onDelete?: (() => void) | undefined;
}) {
  const { t } = useText();
  return (
    <div className="row-actions">
      {onDetails ? (
        <button
          type="button"
          className="link-button"
          onClick={onDetails}
          aria-label={t('admin.detailsOf', { name })}
        >
          {t('admin.details')}
        </button>
      ) : null}
      {!record.isRead ? (
        <button type="button" className="link-button" onClick={onMarkRead}>
          {t('inbox.markAsRead')}
        </button>
      ) : null}
      <button type="button" className="link-button" onClick={onComment}>
        {record.comment ? t('comment.edit') : t('comment.add')}
      </button>
      {onDelete ? (
        <button type="button" className="link-button" onClick={onDelete}>
          {t('inbox.delete')}
        </button>
      ) : null}
    </div>
  );
}

/** A date column's cell in the page's language with the 12-hour time. */
export function DateCell({ iso }: { iso: string }) {
  const { lang } = useText();
  return <time dateTime={iso}>{formatDate(lang, iso, { time: true })}</time>;
}
