// /franchise-applications: franchise applications with their signed contracts, newest first.
import { INBOX_SEARCH_FIELDS } from '@crestline/contracts/admin';
import { franchiseApplicationResponseSchema } from '@crestline/contracts/franchise';
import { InboxScreen } from '../../admin-kit/InboxScreen';
import { useText, withText, type IslandProps } from '../../kit/i18n';
import { franchiseColumns, franchiseDetails, nameOf, type FranchiseApplication } from './columns';

function FranchiseScreen(_props: IslandProps) {
  const { t, lang } = useText();
  return (
    <InboxScreen<FranchiseApplication>
      config={{
        path: '/franchise-applications',
        many: 'franchiseApplications',
        one: 'franchiseApplication',
        answer: franchiseApplicationResponseSchema,
        caption: t('admin.title.franchise'),
        columns: franchiseColumns(t),
        dateField: 'createdAt',
        searchFields: INBOX_SEARCH_FIELDS.franchiseApplications,
        searchLabel: t('table.search'),
        nameOf,
        details: (f) => franchiseDetails(f, t, lang),
        noMatchText: t('admin.franchise.noMatch'),
        fetchError: (detail) => t('common.errorWithDetail', { detail }),
        updateFailed: (detail) => t('admin.franchise.updateFailed', { detail }),
        commentFailed: (detail) => t('messages.addCommentFailed', { detail }),
        exportName: 'franchise-applications',
      }}
    />
  );
}

export default withText(FranchiseScreen);
