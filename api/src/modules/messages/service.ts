// Contact messages: stored from the public form, worked through by admins in their inbox.
import { randomUUID } from 'node:crypto';
import type { ContactMessageBody } from '@crestline/contracts';
import type { Db } from '../../db/client';
import { inboxService } from '../../inbox/service';
import { recordAudit } from '../audit';
import { giveConsent } from '../consents';
import { queueLeadAlert, type LeadIntake } from '../leads';
import { enqueueMail } from '../mail';
import { messagesRepository, type MessageRow } from './repository';

const toJson = ({ id, createdAt, ackMailId: _ack, alertedAt: _alerted, ...rest }: MessageRow) => ({
  _id: id,
  ...rest,
  locale: rest.locale === 'tr' ? ('tr' as const) : ('en' as const),
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
    /**
     * Stores the message; unless it is spam, with the sender's acknowledgement (in the page's language),
     * the sales alert's job and, for a ticked updates box, a consent record (and its mail) in the same
     * transaction.
     */
    create: async (body: ContactMessageBody, lead: LeadIntake) =>
      toJson(
        await db.transaction(async (tx) => {
          const id = randomUUID();
          const values = { id, locale: lead.locale, source: lead.source, isSpam: lead.isSpam };
          if (lead.isSpam) return messagesRepository(tx).insert(body, values);
          const ack = await enqueueMail(tx, {
            to: body.email,
            template: 'contactReceived',
            locale: lead.locale,
            params: {
              name: body.fullName,
              email: body.email,
              phone: body.phone,
              website: body.website,
              message: body.message,
            },
          });
          const row = await messagesRepository(tx).insert(body, { ...values, ackMailId: ack.id });
          await queueLeadAlert(tx, 'message', id);
          if (body.isWillingToReceiveUpdates) {
            await giveConsent(tx, publicUrl, {
              email: body.email,
              purpose: 'marketingUpdates',
              wording: body.consentWording,
              locale: lead.locale,
              sourceForm: 'contact',
            });
          }
          return row;
        }),
      ),
  };
}

export type MessagesService = ReturnType<typeof messagesService>;
