// /inquiries: quote requests and consultation bookings, newest first (docs/product.md, back office).
import { INBOX_SEARCH_FIELDS } from '@crestline/contracts/admin';
import { inquiryResponseSchema, type Inquiry } from '@crestline/contracts/inquiries';
import { InboxScreen } from '../../admin-kit/InboxScreen';
import { useText, withText, type IslandProps } from '../../kit/i18n';
import { inquiryColumns, inquiryDetails, nameOf } from './columns';

function InquiriesScreen(_props: IslandProps) {
  const { t, lang } = useText();
  return (
    <InboxScreen<Inquiry>
      config={{
        path: '/inquiries',
        many: 'inquiries',
        one: 'inquiry',
        answer: inquiryResponseSchema,
        caption: t('admin.title.inquiries'),
        columns: inquiryColumns(t),
        dateField: 'postingDate',
        searchFields: INBOX_SEARCH_FIELDS.inquiries,
        searchLabel: t('table.search'),
        nameOf,
        details: (i) => inquiryDetails(i, t, lang),
        noMatchText: t('inquiries.noMatch'),
        fetchError: (detail) => t('common.errorWithDetail', { detail }),
        updateFailed: (detail) => t('inquiries.updateFailed', { detail }),
        commentFailed: (detail) => t('messages.addCommentFailed', { detail }),
        exportName: 'inquiries',
      }}
    />
  );
}

export default withText(InquiriesScreen);
