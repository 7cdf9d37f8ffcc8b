import { describe, expect, it } from 'vitest';
import { createSigner } from './signed-links';

const signer = createSigner('a-secret-long-enough-for-the-test', 'https://example.com', 3600);
const key = 'resumes/3f1c2a9e-6a57-4f0e-9a39-1f1a3c5d7e9b.pdf';
const parts = (url: string) => {
  const u = new URL(url);
  return { id: u.pathname.split('/')[3]!, exp: u.searchParams.get('exp')!, sig: u.searchParams.get('sig')! };
};

describe('signed file links', () => {
  it('lasts at least the lifetime and at most one step (five minutes) more', () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 7);
    const { exp } = parts(signer.link('resume', key, 'view', now));
    expect(Number(exp) * 1000 - now).toBeGreaterThanOrEqual(3600_000);
    expect(Number(exp) * 1000 - now).toBeLessThan(3600_000 + 300_000);
  });

  it('gives the same link within a step and a later one after it, each verifying', () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 7);
    const a = signer.link('resume', key, 'view', now);
    expect(signer.link('resume', key, 'view', now + 60_000)).toBe(a);
    const b = signer.link('resume', key, 'view', now + 300_000);
    expect(b).not.toBe(a);
    for (const url of [a, b]) {
      const { id, exp, sig } = parts(url);
      expect(signer.verify('resume', id, 'view', exp, sig, now)).toBe(true);
    }
  });

  it('signs each disposition and file apart, and refuses a link past its expiry or altered', () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 7);
    const view = parts(signer.link('resume', key, 'view', now));
    const download = parts(signer.link('resume', key, 'download', now));
    expect(download.sig).not.toBe(view.sig);
    expect(signer.verify('resume', view.id, 'download', view.exp, view.sig, now)).toBe(false);
    expect(signer.verify('resume', view.id, 'view', view.exp, view.sig, Number(view.exp) * 1000 + 1)).toBe(
      false,
    );
    expect(signer.verify('resume', view.id, 'view', String(Number(view.exp) + 300), view.sig, now)).toBe(
      false,
    );
  });
});
