// Inquiries from the quote form and the consultation/booking form: one table, the record keeps which
// form it came from. Admins work through them in their inbox; comments are stored on the server (not only
// in the browser), so an admin's note is not lost on reload (docs/product.md).
import { randomUUID } from 'node:crypto';
import { t, type InquiryRequest, type Locale, type TimeZoneChoice } from '@crestline/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { inboxService } from '../../inbox/service';
import { recordAudit } from '../audit';
import { giveConsent } from '../consents';
import { consultationInvite, queueLeadAlert, type LeadIntake } from '../leads';
import { COMPANY_CONTACT, COMPANY_NAME, enqueueMail } from '../mail';
import { inquiriesRepository, type InquiryRow } from './repository';

function toJson(row: InquiryRow) {
  const base = {
    _id: row.id,
    kind: row.kind,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    company: row.company,
    isRead: row.isRead,
    comment: row.comment,
    postingDate: row.postingDate.toISOString(),
    locale: row.locale === 'tr' ? ('tr' as const) : ('en' as const),
    source: row.source,
    isSpam: row.isSpam,
  };
  return row.kind === 'quote'
    ? {
        ...base,
        location: row.location ?? '',
        noOfStaff: row.noOfStaff ?? 1,
        message: row.message ?? '',
        isOkayToRecieveMarketing: row.isOkayToRecieveMarketing,
      }
    : { ...base, timeZone: row.timeZone, date: row.date, timeFrom: row.timeFrom, timeTo: row.timeTo };
}

/** A date as the sender reads it: "Thursday, December 3, 2026" / "3 Aralık 2026 Perşembe". */
function longDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'tr' ? 'tr-TR' : 'en-US', {
    dateStyle: 'full',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** The sender's acknowledgement: the quote's, or the consultation's with its calendar invitation. */
function acknowledge(tx: DbOrTx, id: string, body: InquiryRequest, locale: Locale, domain: string) {
  const name = `${body.firstName} ${body.lastName}`.trim();
  const contact = { name, company: body.company, email: body.email, phone: body.phone };
  if (body.kind === 'quote') {
    return enqueueMail(tx, {
      to: body.email,
      template: 'quoteReceived',
      locale,
      params: {
        ...contact,
        location: body.location,
        noOfStaff: String(body.noOfStaff),
        message: body.message,
      },
    });
  }
  const zone: TimeZoneChoice = body.timeZone;
  return enqueueMail(tx, {
    to: body.email,
    template: 'consultationReceived',
    locale,
    params: {
      ...contact,
      date: longDate(body.date, locale),
      time: `${body.timeFrom}–${body.timeTo}`,
      timeZone: t(locale, `timeZone.${zone}`),
    },
    attachments: [
      consultationInvite({
        id,
        slot: body,
        organizer: { name: COMPANY_NAME, email: COMPANY_CONTACT.email },
        attendee: { name, email: body.email },
        summary: t(locale, 'mail.invite.summary', { company: COMPANY_NAME }),
        description: t(locale, 'mail.invite.description'),
        domain,
      }),
    ],
  });
}

/** `publicUrl`: the site's origin, for the withdrawal link of a consent given on the quote form. */
export function inquiriesService(db: Db, publicUrl = '') {
  const repo = inquiriesRepository(db);
  return {
    inbox: inboxService(repo, toJson, 'inquiries.notFound', {
      db,
      record: recordAudit,
      kind: 'inquiry',
      targetType: 'inquiry',
    }),
    /**
     * Stores the inquiry; unless it is spam, with the sender's acknowledgement (in the page's language),
     * the sales alert's job and, for a ticked marketing box, a consent record (and its mail) in the same
     * transaction.
     */
    create: async (body: InquiryRequest, lead: LeadIntake) =>
      toJson(
        await db.transaction(async (tx) => {
          const id = randomUUID();
          const values = { id, locale: lead.locale, source: lead.source, isSpam: lead.isSpam };
          if (lead.isSpam) return inquiriesRepository(tx).insert(body, values);
          const ack = await acknowledge(tx, id, body, lead.locale, COMPANY_CONTACT.email.split('@')[1]!);
          const row = await inquiriesRepository(tx).insert(body, { ...values, ackMailId: ack.id });
          await queueLeadAlert(tx, 'inquiry', id);
          if (body.kind === 'quote' && body.isOkayToRecieveMarketing) {
            await giveConsent(tx, publicUrl, {
              email: body.email,
              purpose: 'marketingUpdates',
              wording: body.consentWording,
              locale: lead.locale,
              sourceForm: 'quote',
            });
          }
          return row;
        }),
      ),
  };
}

export type InquiriesService = ReturnType<typeof inquiriesService>;
