import { describe, expect, it } from 'vitest';
import { franchiseApplicationSchema, franchiseFileSchema } from './franchise';

describe('franchise application', () => {
  it('takes name, email and an optional message', () => {
    expect(franchiseApplicationSchema('en').parse({ name: 'Ada', email: 'ada@example.com' })).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
    });
    expect(franchiseApplicationSchema('en').safeParse({ name: '', email: 'ada@example.com' }).success).toBe(
      false,
    );
  });

  it('accepts only PDFs', () => {
    expect(franchiseFileSchema('en').safeParse({ name: 'c.pdf', type: 'application/pdf' }).success).toBe(
      true,
    );
    expect(
      franchiseFileSchema('en').safeParse({ name: 'c.png', type: 'image/png' }).error?.issues[0]?.message,
    ).toBe('Please upload a PDF file.');
    expect(franchiseFileSchema('en').safeParse(undefined).error?.issues).toHaveLength(1);
  });
});
