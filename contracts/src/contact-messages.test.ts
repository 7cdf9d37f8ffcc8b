import { describe, expect, it } from 'vitest';
import {
  contactMessageResponseSchema,
  contactMessageSchema,
  contactMessagesListResponseSchema,
} from './contact-messages';
import { commentBodySchema } from './common';

const body = {
  email: 'ada@example.com',
  fullName: 'Ada Lovelace',
  phone: '+1 555 0100',
  website: 'https://example.com',
  message: 'Hello',
};

describe('contact message', () => {
  it('accepts the five fields with optional consent', () => {
    expect(contactMessageSchema('en').parse(body)).toEqual(body);
    expect(contactMessageSchema('en').parse({ ...body, isWillingToReceiveUpdates: 'on' })).toEqual({
      ...body,
      isWillingToReceiveUpdates: true,
    });
  });

  it.each(['email', 'fullName', 'phone', 'website', 'message'])('requires %s', (field) => {
    const result = contactMessageSchema('en').safeParse({ ...body, [field]: ' ' });
    expect(result.error?.issues[0]?.message).toBe('Please fill in all required fields.');
  });

  it('rejects a malformed email', () => {
    expect(contactMessageSchema('tr').safeParse({ ...body, email: 'x@' }).error?.issues[0]?.message).toBe(
      'Lütfen geçerli bir e-posta adresi girin.',
    );
  });

  it('parses {messages} and {message}', () => {
    const record = {
      _id: 'm1',
      ...body,
      isWillingToReceiveUpdates: false,
      comment: '',
      isRead: false,
      createdAt: '2024-12-01T10:00:00Z',
    };
    expect(contactMessagesListResponseSchema.parse({ messages: [record] }).messages).toHaveLength(1);
    expect(
      contactMessageResponseSchema.parse({ message: { ...record, comment: 'Called' } }).message.comment,
    ).toBe('Called');
  });

  it('requires a non-empty comment', () => {
    expect(commentBodySchema('en').parse({ comment: ' ok ' })).toEqual({ comment: 'ok' });
    expect(commentBodySchema('en').safeParse({ comment: '' }).error?.issues[0]?.message).toBe(
      'Please enter a comment.',
    );
  });
});
