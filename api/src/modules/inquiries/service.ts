// Inquiries from the quote form and the consultation/booking form: one table, the record keeps which
// form it came from. Admins work through them in their inbox; comments are stored on the server (not only
// in the browser), so an admin's note is not lost on reload (docs/product.md).
import type { InquiryRequest } from '@crestline/contracts';
import type { Db } from '../../db/client';
import { inboxService } from '../../inbox/service';
import { recordAudit } from '../audit';
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

export function inquiriesService(db: Db) {
  const repo = inquiriesRepository(db);
  return {
    inbox: inboxService(repo, toJson, 'inquiries.notFound', {
      db,
      record: recordAudit,
      kind: 'inquiry',
      targetType: 'inquiry',
    }),
    create: async (body: InquiryRequest) => toJson(await repo.insert(body)),
  };
}

export type InquiriesService = ReturnType<typeof inquiriesService>;
