// Contact messages: public POST /messages; admin list, mark-as-read and comment.
import { Router, type RequestHandler } from 'express';
import { desc, eq } from 'drizzle-orm';
import { commentBodySchema, contactMessageSchema, t } from '@crestline/contracts';
import type { Db } from '../../db/client';
import { messages } from '../../db/schema';
import type { Auth } from '../../http/auth';
import { notFound } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import { parse, requireJson } from '../../http/validate';
import { isUuid } from '../jobs/repository';

type MessageRow = typeof messages.$inferSelect;
const toJson = ({ id, createdAt, ...rest }: MessageRow) => ({
  _id: id,
  ...rest,
  createdAt: createdAt.toISOString(),
});

export function messagesRoutes(db: Db, auth: Auth, limits: { publicPost: RequestHandler }) {
  const router = Router();

  router.post('/messages', limits.publicPost, requireJson, async (req, res) => {
    const locale = requestLocale(req);
    const body = parse(contactMessageSchema(locale), req.body);
    const [row] = await db
      .insert(messages)
      .values({ ...body, isWillingToReceiveUpdates: body.isWillingToReceiveUpdates ?? false })
      .returning();
    res.status(201).json({ message: toJson(row!), success: t(locale, 'contact.success') });
  });

  router.get('/messages', auth.requireAdmin, async (_req, res) => {
    const rows = await db.select().from(messages).orderBy(desc(messages.createdAt));
    res.json({ messages: rows.map(toJson) });
  });

  const update = async (id: string, patch: Partial<MessageRow>, locale: ReturnType<typeof requestLocale>) => {
    if (!isUuid(id)) throw notFound(t(locale, 'messages.notFound'));
    const [row] = await db.update(messages).set(patch).where(eq(messages.id, id)).returning();
    if (!row) throw notFound(t(locale, 'messages.notFound'));
    return { message: toJson(row) };
  };
  router.patch('/messages/:id/mark-read', auth.requireAdmin, async (req, res) => {
    res.json(await update(String(req.params.id), { isRead: true }, requestLocale(req)));
  });
  router.patch('/messages/:id/add-comment', auth.requireAdmin, requireJson, async (req, res) => {
    const locale = requestLocale(req);
    const { comment } = parse(commentBodySchema(locale), req.body);
    res.json(await update(String(req.params.id), { comment }, locale));
  });
  return router;
}
