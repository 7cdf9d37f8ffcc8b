// The consents of the address looked up: every record, given and withdrawn, with the words agreed to
// and their version, the form and language, and when.
import { useMemo } from 'react';
import type { Locale } from '@crestline/contracts/enums';
import type { ConsentRecord } from '@crestline/contracts/consents';
import { DataTable, columnHelper } from '../../kit/DataTable';
import { formatDate } from '../../kit/format';
import { failureDetail } from '../../kit/http';
import { useText, type Translate } from '../../kit/i18n';
import { useResource } from '../../kit/use-resource';
import { loadConsents } from './api';

function columns(t: Translate, lang: Locale) {
  const col = columnHelper<ConsentRecord>();
  return [
    col.accessor('createdAt', {
      header: t('privacyRequests.consents.col.when'),
      cell: (info) => (
        <time dateTime={info.getValue()}>{formatDate(lang, info.getValue(), { time: true })}</time>
      ),
    }),
    col.accessor((c) => t(`consent.purpose.${c.purpose}`), {
      id: 'purpose',
      header: t('privacyRequests.consents.col.purpose'),
    }),
    col.accessor((c) => t(`privacyRequests.consents.${c.action}`), {
      id: 'action',
      header: t('privacyRequests.consents.col.action'),
    }),
    col.accessor((c) => `${c.wording} (${c.wordingVersion})`, {
      id: 'wording',
      header: t('privacyRequests.consents.col.wording'),
    }),
    col.accessor((c) => `${c.sourceForm}, ${c.locale}`, {
      id: 'source',
      header: t('privacyRequests.consents.col.source'),
    }),
  ];
}

export function ConsentList({ email }: { email: string }) {
  const { t, lang } = useText();
  const consents = useResource((signal) => loadConsents(lang, email, signal), email);
  const cols = useMemo(() => columns(t, lang), [t, lang]);
  return (
    <DataTable
      caption={t('privacyRequests.consents.title', { email })}
      showCaption
      columns={cols}
      data={consents.state.status === 'ready' ? consents.state.data.consents : []}
      getRowId={(c) => c._id}
      loading={consents.state.status === 'loading'}
      error={
        consents.state.status === 'error'
          ? t('privacyRequests.fetchError', { detail: failureDetail(consents.state.error, lang) })
          : null
      }
      emptyText={t('privacyRequests.consents.none')}
    />
  );
}
