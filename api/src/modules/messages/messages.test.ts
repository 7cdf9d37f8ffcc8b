// Contact messages: the public form's POST and the admin inbox on them.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessageCreatedResponseSchema,
  contactMessageResponseSchema,
  contactMessagesListResponseSchema,
  errorResponseSchema,
} from '@crestline/contracts';
import { startHarness, type Harness } from '../../../test/harness';
import { json } from '../../../test/fixtures';
import { adminToken, bearer, expectBody, userToken } from '../../../test/helpers';
import { messages } from '../../db/schema';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await adminToken(h);
});
afterAll(() => h.close());

const api = (p: string, init?: RequestInit) => fetch(`${h.url}/api/v1${p}`, init);
const stored = async () => (await h.database.db.select({ n: count() }).from(messages))[0]!.n;
const patch = (p: string, body?: object) =>
  api(
    p,
    body ? { ...json(body, bearer(admin)), method: 'PATCH' } : { method: 'PATCH', headers: bearer(admin) },
  );

const contact = {
  email: 'owner@acme.example',
  fullName: 'Olivia Owner',
  phone: '+1 555 0100',
  website: 'https://acme.example',
  message: 'We need two virtual assistants.',
  isWillingToReceiveUpdates: true,
};

describe('POST /messages', () => {
  it('stores a contact message', async () => {
    const res = await api('/messages', json(contact));
    expect(res.status).toBe(201);
    const body = await expectBody(contactMessageCreatedResponseSchema, res);
    expect(body.message).toMatchObject({ fullName: 'Olivia Owner', isRead: false, comment: '' });
    expect(body.success).toBe('Your message has been sent successfully!');
  });

  it.each(['email', 'fullName', 'phone', 'website', 'message'])(
    'refuses a message without %s, storing nothing',
    async (field) => {
      const before = await stored();
      const res = await api('/messages', json({ ...contact, [field]: '' }));
      expect(res.status).toBe(400);
      expect((await expectBody(errorResponseSchema, res)).message).toBeTruthy();
      expect(await stored()).toBe(before);
    },
  );

  it('answers in Turkish for a Turkish page, also for a body that is not a form at all', async () => {
    const blank = await api('/messages', json({ ...contact, fullName: '' }, { 'accept-language': 'tr' }));
    expect((await expectBody(errorResponseSchema, blank)).error).toBe(
      'Lütfen tüm zorunlu alanları doldurun.',
    );
    const list = await api('/messages?lang=tr', json([1, 2]));
    expect(list.status).toBe(400);
    expect((await expectBody(errorResponseSchema, list)).error).toBe(
      'Lütfen tüm alanları doğru şekilde doldurun.',
    );
  });
});

describe('messages inbox', () => {
  it('lists messages newest first, only for admins', async () => {
    await api('/messages', json({ ...contact, fullName: 'Later Sender' }));
    expect((await api('/messages')).status).toBe(401);
    const user = await userToken(h, 'messages-user@x.example');
    expect((await api('/messages', { headers: bearer(user) })).status).toBe(403);
    const { messages: list } = await expectBody(
      contactMessagesListResponseSchema,
      await api('/messages', { headers: bearer(admin) }),
    );
    expect(list[0]!.fullName).toBe('Later Sender');
    const dates = list.map((m) => m.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('marks a message read and keeps the admin’s comment on the server', async () => {
    const [msg] = (
      await expectBody(contactMessagesListResponseSchema, await api('/messages', { headers: bearer(admin) }))
    ).messages;
    const read = await expectBody(
      contactMessageResponseSchema,
      await patch(`/messages/${msg!._id}/mark-read`),
    );
    expect(read.message.isRead).toBe(true);
    const commented = await patch(`/messages/${msg!._id}/add-comment`, { comment: 'Called back on Monday.' });
    expect((await expectBody(contactMessageResponseSchema, commented)).message.comment).toBe(
      'Called back on Monday.',
    );
    const edited = await patch(`/messages/${msg!._id}/add-comment`, { comment: 'Signed on Friday.' });
    expect((await expectBody(contactMessageResponseSchema, edited)).message.comment).toBe(
      'Signed on Friday.',
    );
    const list = await expectBody(
      contactMessagesListResponseSchema,
      await api('/messages', { headers: bearer(admin) }),
    );
    expect(list.messages.find((m) => m._id === msg!._id)).toMatchObject({
      isRead: true,
      comment: 'Signed on Friday.',
    });
  });

  it('refuses a blank comment and answers 404 for an unknown or malformed id', async () => {
    const [msg] = (
      await expectBody(contactMessagesListResponseSchema, await api('/messages', { headers: bearer(admin) }))
    ).messages;
    const blank = await patch(`/messages/${msg!._id}/add-comment`, { comment: ' ' });
    expect(blank.status).toBe(400);
    expect((await expectBody(errorResponseSchema, blank)).error).toBe('Please enter a comment.');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await patch(`/messages/${id}/mark-read`);
      expect(res.status).toBe(404);
      expect((await expectBody(errorResponseSchema, res)).error).toBe('Message not found.');
    }
  });
});

describe('per-IP limit on public forms', () => {
  it('answers 429 past the limit, in the request’s language', async () => {
    const limited = await startHarness({ RATE_LIMIT_PUBLIC_POSTS: '2' });
    try {
      const send = () => fetch(`${limited.url}/api/v1/messages`, json(contact, { 'accept-language': 'tr' }));
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const res = await send();
      expect(res.status).toBe(429);
      expect(await expectBody(errorResponseSchema, res)).toMatchObject({
        code: 'RATE_LIMITED',
        error: 'Çok fazla istek gönderildi. Lütfen daha sonra tekrar deneyin.',
      });
    } finally {
      await limited.close();
    }
  });
});
