// Inquiries from the quote form and the consultation/booking form: one table, the record keeps which
// form it came from. Admins work through them in their inbox; comments are stored on the server (not only
// in the browser), so an admin's note is not lost on reload (docs/product.md).
import type { InquiryRequest, Locale } from '@crestline/contracts';
import type { Db } from '../../db/client';
import { inboxService } from '../../inbox/service';
import { recordAudit } from '../audit';
import { giveConsent } from '../consents';
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
    /** Stores the inquiry; a ticked marketing box is a consent record (and its mail) in the same transaction. */
    create: (body: InquiryRequest, locale: Locale = 'en') =>
      db.transaction(async (tx) => {
        const row = await inquiriesRepository(tx).insert(body);
        if (body.kind === 'quote' && body.isOkayToRecieveMarketing) {
          await giveConsent(tx, publicUrl, {
            email: body.email,
            purpose: 'marketingUpdates',
            wording: body.consentWording,
            locale,
            sourceForm: 'quote',
          });
        }
        return toJson(row);
      }),
  };
}

export type InquiriesService = ReturnType<typeof inquiriesService>;
