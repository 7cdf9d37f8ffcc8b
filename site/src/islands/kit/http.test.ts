import { describe, expect, it } from 'vitest';
import { queryString } from './http';

describe('queryString', () => {
  it('keeps the parameters that have a value, encoded, and drops empty ones', () => {
    expect(queryString({ page: 2, pageSize: 20, search: 'a&b ç', status: '', from: undefined })).toBe(
      '?page=2&pageSize=20&search=a%26b+%C3%A7',
    );
  });
  it('is empty when nothing has a value', () => {
    expect(queryString({ search: '', page: undefined })).toBe('');
  });
});
