// Contact messages: stored from the public form, worked through by admins in their inbox.
import type { ContactMessageBody, Locale } from '@crestline/contracts';
import type { Db } from '../../db/client';
import { inboxService } from '../../inbox/service';
import { recordAudit } from '../audit';
import { giveConsent } from '../consents';
import { messagesRepository, type MessageRow } from './repository';

const toJson = ({ id, createdAt, ...rest }: MessageRow) => ({
  _id: id,
  ...rest,
  createdAt: createdAt.toISOString(),
});

/** `publicUrl`: the site's origin, for the withdrawal link of a consent given on the form. */
export function messagesService(db: Db, publicUrl = '') {
  const repo = messagesRepository(db);
  return {
    inbox: inboxService(repo, toJson, 'messages.notFound', {
      db,
      record: recordAudit,
      kind: 'message',
      targetType: 'message',
    }),
    /** Stores the message; a ticked updates box is a consent record (and its mail) in the same transaction. */
    create: (body: ContactMessageBody, locale: Locale = 'en') =>
      db.transaction(async (tx) => {
        const row = await messagesRepository(tx).insert(body);
        if (body.isWillingToReceiveUpdates) {
          await giveConsent(tx, publicUrl, {
            email: body.email,
            purpose: 'marketingUpdates',
            wording: body.consentWording,
            locale,
            sourceForm: 'contact',
          });
        }
        return toJson(row);
      }),
  };
}

export type MessagesService = ReturnType<typeof messagesService>;
