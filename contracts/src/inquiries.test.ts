import { describe, expect, it } from 'vitest';
import {
  consultationInquirySchema,
  inquiriesListResponseSchema,
  inquiryRequestSchema,
  quoteInquirySchema,
} from './inquiries';

const quote = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  location: 'Austin, TX',
  company: 'Analytical Engines',
  noOfStaff: 5,
  message: 'We need five agents.',
  isOkayToRecieveMarketing: true,
};

const consultation = {
  company: 'Analytical Engines',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada.l_x%1+2-3@mail.example.com',
  phone: '+1 555 0100',
  timeZone: 'EST',
  date: '2099-03-14',
  timeFrom: '09:00',
  timeTo: '17:30',
};

describe('quote inquiry form', () => {
  it('accepts a complete form, numeric strings for noOfStaff and no consent', () => {
    expect(quoteInquirySchema('en').parse(quote)).toEqual(quote);
    const { isOkayToRecieveMarketing: _omit, ...noConsent } = quote;
    expect(quoteInquirySchema('en').parse({ ...noConsent, noOfStaff: ' 12 ' })).toEqual({
      ...noConsent,
      noOfStaff: 12,
    });
    expect(
      quoteInquirySchema('en').parse({ ...quote, isOkayToRecieveMarketing: 'false' })
        .isOkayToRecieveMarketing,
    ).toBe(false);
  });

  it.each(['firstName', 'lastName', 'email', 'phone', 'location', 'company', 'noOfStaff', 'message'])(
    'rejects blank %s with the spec message',
    (field) => {
      for (const blank of ['', '   ', undefined]) {
        const result = quoteInquirySchema('en').safeParse({ ...quote, [field]: blank });
        expect(result.error?.issues[0]?.message).toBe('Please fill in all required fields.');
      }
    },
  );

  it('needs at least one staff member and a valid email', () => {
    expect(quoteInquirySchema('en').safeParse({ ...quote, noOfStaff: '0' }).error?.issues[0]?.message).toBe(
      'Number of staff must be at least 1.',
    );
    expect(quoteInquirySchema('en').safeParse({ ...quote, noOfStaff: 1.5 }).success).toBe(false);
    expect(quoteInquirySchema('en').safeParse({ ...quote, email: 'ada' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address.',
    );
  });
});

describe('consultation / booking form', () => {
  it('accepts a complete form', () => {
    expect(consultationInquirySchema('en').parse(consultation)).toEqual(consultation);
  });

  const required: [string, string][] = [
    ['company', 'Company nor Identity is required.'],
    ['firstName', 'firstname is required.'],
    ['lastName', 'Lastname is required.'],
    ['email', 'Email is required.'],
    ['phone', 'Phone is required.'],
    ['timeZone', 'Time Zone is required.'],
    ['date', 'Date is required.'],
    ['timeFrom', 'Start time is required.'],
    ['timeTo', 'End time is required.'],
  ];
  it.each(required)('requires %s: %s', (field, message) => {
    for (const blank of ['', undefined]) {
      const result = consultationInquirySchema('en').safeParse({ ...consultation, [field]: blank });
      expect(result.error?.issues).toHaveLength(1);
      expect(result.error?.issues[0]?.message).toBe(message);
    }
  });

  it.each([
    'ada@example',
    'ada@example.company',
    'ada example@x.com',
    'ada@exa_mple.com',
    'ada!@example.com',
  ])('rejects email %s by the spec pattern', (email) => {
    const result = consultationInquirySchema('en').safeParse({ ...consultation, email });
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address.');
  });

  it('rejects unknown time zones, impossible dates and times', () => {
    const parse = (change: object) =>
      consultationInquirySchema('en').safeParse({ ...consultation, ...change }).error?.issues[0]?.message;
    expect(parse({ timeZone: 'CET' })).toBe('Time Zone is required.');
    expect(parse({ date: '2025-02-30' })).toBe('Please enter a valid date.');
    expect(parse({ date: '14/03/2025' })).toBe('Please enter a valid date.');
    expect(parse({ timeFrom: '24:00' })).toBe('Please enter a valid time.');
    expect(parse({ timeTo: '9:00' })).toBe('Please enter a valid time.');
  });

  it('has Turkish messages', () => {
    expect(consultationInquirySchema('tr').safeParse({}).error?.issues[0]?.message).toBe(
      'Şirket adı ya da ad soyad zorunludur.',
    );
  });
});

describe('POST /inquiries body', () => {
  it('tells the two forms apart; an explicit kind wins', () => {
    const schema = inquiryRequestSchema('en');
    expect(schema.parse(quote).kind).toBe('quote');
    expect(schema.parse(consultation).kind).toBe('consultation');
    expect(schema.safeParse({ ...consultation, kind: 'quote' }).success).toBe(false);
    expect(schema.safeParse(null).success).toBe(false);
  });

  it('parses each form with its own rules and tags it', () => {
    const schema = inquiryRequestSchema('en');
    expect(schema.parse(quote)).toEqual({ kind: 'quote', ...quote });
    expect(schema.parse(consultation)).toEqual({ kind: 'consultation', ...consultation });
    expect(schema.safeParse({ ...consultation, timeTo: '' }).error?.issues[0]?.message).toBe(
      'End time is required.',
    );
    expect(schema.safeParse({ ...quote, company: '' }).error?.issues[0]?.message).toBe(
      'Please fill in all required fields.',
    );
    expect(inquiryRequestSchema('tr').safeParse({}).error?.issues[0]?.message).toBe(
      'Lütfen tüm zorunlu alanları doldurun.',
    );
  });
});

describe('inquiry records', () => {
  it('parses {inquiries} with both kinds', () => {
    const base = { _id: 'i1', isRead: false, comment: '', postingDate: '2024-12-01T10:00:00.000Z' };
    const list = inquiriesListResponseSchema.parse({
      inquiries: [
        { kind: 'quote', ...base, ...quote },
        { kind: 'consultation', ...base, _id: 'i2', ...consultation },
      ],
    });
    expect(list.inquiries.map((i) => i.kind)).toEqual(['quote', 'consultation']);
  });
});
