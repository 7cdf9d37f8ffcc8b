import { describe, expect, it } from 'vitest';
import { applicantFieldsSchema } from './applicants';
import { sampleApplicant, waitFor } from './testing';

describe('waitFor', () => {
  it('answers the first truthy value, counting errors as not yet', async () => {
    let calls = 0;
    const value = await waitFor(
      () => {
        calls++;
        if (calls === 1) throw new Error('not listening yet');
        return calls >= 3 ? { calls } : null;
      },
      { intervalMs: 1 },
    );
    expect(value).toEqual({ calls: 3 });
  });

  it('gives up after its time, naming what it waited for and the last error', async () => {
    await expect(
      waitFor(
        () => {
          throw new Error('connection refused');
        },
        { timeoutMs: 30, intervalMs: 5, what: 'the API' },
      ),
    ).rejects.toThrow('Timed out after 0.03 s waiting for the API (last error: connection refused)');
  });
});

describe('sampleApplicant', () => {
  it('passes the application rules', () => {
    expect(applicantFieldsSchema().safeParse({ ...sampleApplicant, jobId: 'job-1' }).success).toBe(true);
  });
});
