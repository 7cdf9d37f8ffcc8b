import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../test/harness';
import { mailOutbox } from '../../db/schema';
import { enqueueMail } from './outbox';
import { MAIL_CHANNEL } from './repository';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('outbox', () => {
  it('stores a pending mail inside the caller’s transaction, and wakes the workers when it commits', async () => {
    const { db } = h.database;
    const woken: string[] = [];
    await h.database.subscribe(MAIL_CHANNEL, (id) => woken.push(id));

    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, {
          to: 'a@example.com',
          template: 'welcome',
          locale: 'en',
          params: { name: 'A' },
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await db.select().from(mailOutbox)).toHaveLength(0);

    const { id } = await db.transaction((tx) =>
      enqueueMail(tx, { to: 'b@example.com', template: 'welcome', locale: 'tr', params: { name: 'Bülent' } }),
    );
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ to: 'b@example.com', status: 'pending', attempts: 0, sentAt: null });
    expect(row!.subject).toBe('Crestline Staffing ailesine hoş geldiniz');
    expect(row!.html).toContain('Bülent');
    // Only the committed mail woke anyone.
    await expect.poll(() => woken).toEqual([id]);
  });
});
