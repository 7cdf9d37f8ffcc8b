import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  errorResponse,
  errorResponseSchema,
  isoDateTimeSchema,
  localized,
  toValidationIssues,
} from './common';
import { quoteInquirySchema } from './inquiries';

describe('common', () => {
  it('builds the validation error envelope in the request language', () => {
    const result = quoteInquirySchema('tr').safeParse({});
    if (result.success) throw new Error('expected failure');
    const body = errorResponse(
      'VALIDATION_FAILED',
      result.error.issues[0]!.message,
      toValidationIssues(result.error),
    );
    expect(errorResponseSchema.parse(body)).toEqual(body);
    expect(body.error).toBe('Lütfen tüm zorunlu alanları doldurun.');
    expect(body.message).toBe(body.error);
    expect(body.issues?.[0]?.path).toEqual(['firstName']);
  });

  it('caches one schema per locale and falls back to en', () => {
    let builds = 0;
    const f = localized((locale) => {
      builds += 1;
      return z.literal(locale);
    });
    expect(f('tr')).toBe(f('tr'));
    expect(f('xx')).toBe(f('en'));
    expect(f()).toBe(f('en'));
    expect(builds).toBe(2);
  });

  it('accepts ISO date-times', () => {
    expect(isoDateTimeSchema.safeParse('2024-12-01T09:30:00.000Z').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('2024-12-01T09:30:00+03:00').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('December 1, 2024').success).toBe(false);
  });
});
