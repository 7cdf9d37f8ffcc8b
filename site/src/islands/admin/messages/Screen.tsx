// /messages: contact messages, newest first (docs/product.md, back office).
import { INBOX_SEARCH_FIELDS } from '@crestline/contracts/admin';
import { contactMessageResponseSchema } from '@crestline/contracts/contact-messages';
import { InboxScreen } from '../../admin-kit/InboxScreen';
import { useText, withText, type IslandProps } from '../../kit/i18n';
import { messageColumns, messageDetails, nameOf, type ContactMessage } from './columns';

function MessagesScreen(_props: IslandProps) {
  const { t, lang } = useText();
  return (
    <InboxScreen<ContactMessage>
      config={{
        path: '/messages',
        many: 'messages',
        one: 'message',
        answer: contactMessageResponseSchema,
        caption: t('admin.title.messages'),
        columns: messageColumns(t),
        dateField: 'createdAt',
        searchFields: INBOX_SEARCH_FIELDS.messages,
        searchLabel: t('table.search'),
        nameOf,
        details: (m) => messageDetails(m, t, lang),
        noMatchText: t('messages.noMatch'),
        fetchError: (detail) => t('common.errorWithDetail', { detail }),
        updateFailed: (detail) => t('messages.updateFailed', { detail }),
        commentFailed: (detail) => t('messages.addCommentFailed', { detail }),
        exportName: 'messages',
      }}
    />
  );
}

export default withText(MessagesScreen);
