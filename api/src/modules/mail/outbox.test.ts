import { eq, sql } from 'drizzle-orm';
import { fromDrizzle, type DrizzleTransactionLike } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../test/harness';
import { mailOutbox } from '../../db/schema';
import { mailDelivery } from './delivery';
import { enqueueMail } from './outbox';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('outbox', () => {
  it('stores a pending mail and its delivery job inside the caller’s transaction; it is sent once that commits', async () => {
    const { db } = h.database;
    const jobs = (tx?: unknown) =>
      h.app.queue.boss.findJobs<{ mailId: string }>(mailDelivery.name, {
        ...(tx ? { db: fromDrizzle(tx as DrizzleTransactionLike, sql) } : {}),
      });
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, {
          to: 'a@example.com',
          template: 'welcome',
          locale: 'en',
          params: { name: 'A' },
        });
        expect(await jobs(tx)).toHaveLength(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await db.select().from(mailOutbox)).toHaveLength(0);
    expect(await jobs()).toEqual([]);

    const id = await db.transaction(async (tx) => {
      const queued = await enqueueMail(tx, {
        to: 'b@example.com',
        template: 'welcome',
        locale: 'tr',
        params: { name: 'Bülent' },
      });
      const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
      expect(row).toMatchObject({ to: 'b@example.com', status: 'pending', attempts: 0, sentAt: null });
      expect(row!.subject).toBe('Crestline Staffing ailesine hoş geldiniz');
      expect(row!.html).toContain('Bülent');
      // The job names the mail and carries its id only: the address and text stay in the outbox.
      const [job] = await jobs(tx);
      expect(job).toMatchObject({ id: queued.id, state: 'created', data: { mailId: queued.id } });
      return queued.id;
    });

    // Only the committed mail is delivered (the harness writes .eml files).
    await h.deliverMail();
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await jobs()).map((j) => j.id)).toEqual([id]);
  });
});
