// The one signing helper: links (`?exp&sig`), sealed tokens (`text.signature`: previews, device cookies).
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedLinks, signedTokens, unexpired } from './signed-token';

const SECRET = 'a-secret-long-enough-for-the-test';
const now = Date.UTC(2026, 10, 23, 12, 0, 0);
const exp = now / 1000 + 60;

describe('signed links', () => {
  const links = signedLinks(SECRET);
  const parts = (query: string) => Object.fromEntries(new URLSearchParams(query));

  it('verify the subject and expiry they were signed for, until the expiry', () => {
    const { exp: e, sig } = parts(links.query('invoice:in_1', exp));
    expect(e).toBe(String(exp));
    expect(links.verify('invoice:in_1', e, sig, now)).toBe(true);
    expect(links.verify('invoice:in_1', e, sig, exp * 1000)).toBe(true);
    expect(links.verify('invoice:in_1', e, sig, exp * 1000 + 1)).toBe(false);
  });

  it('refuse another subject, a changed expiry, another secret and malformed parts', () => {
    const { exp: e, sig } = parts(links.query('invoice:in_1', exp));
    expect(links.verify('invoice:in_2', e, sig, now)).toBe(false);
    expect(links.verify('invoice:in_1', String(exp + 3600), sig, now)).toBe(false);
    expect(signedLinks('another-secret-long-enough-here').verify('invoice:in_1', e, sig, now)).toBe(false);
    for (const [badExp, badSig] of [
      [undefined, sig],
      [e, undefined],
      ['12a', sig],
      [['1', '2'], sig],
      [e, `${sig}x`],
      [e, ''],
    ]) {
      expect(links.verify('invoice:in_1', badExp, badSig, now)).toBe(false);
    }
  });
});

describe('sealed tokens', () => {
  const tokens = signedTokens(SECRET);

  it('open to the text they were sealed with, and to nothing once altered', () => {
    const token = tokens.seal('tag.1700000000000');
    expect(tokens.open(token)).toBe('tag.1700000000000');
    expect(tokens.open(token.replace('tag', 'tog'))).toBeUndefined();
    expect(tokens.open(`${token}x`)).toBeUndefined();
    expect(tokens.open('tag.1700000000000.')).toBeUndefined();
    expect(tokens.open('nothing')).toBeUndefined();
    expect(tokens.open(`.${tokens.sign('')}`)).toBeUndefined();
    expect(signedTokens('another-secret-long-enough-here').open(token)).toBeUndefined();
  });

  it('read a token made the way the CMS makes preview links (base64url JSON, HMAC-SHA256)', () => {
    const text = Buffer.from(JSON.stringify({ type: 'plans', exp })).toString('base64url');
    const fromCms = `${text}.${createHmac('sha256', SECRET).update(text).digest('base64url')}`;
    expect(tokens.open(fromCms)).toBe(text);
    expect(tokens.seal(text)).toBe(fromCms);
  });

  it('take a key given as bytes (a derived key)', () => {
    const derived = signedTokens(Buffer.from('0123456789abcdef0123456789abcdef'));
    expect(derived.open(derived.seal('x'))).toBe('x');
    expect(tokens.open(derived.seal('x'))).toBeUndefined();
  });
});

describe('expiries', () => {
  it('hold until their moment and not after', () => {
    expect(unexpired(now, now)).toBe(true);
    expect(unexpired(now - 1, now)).toBe(false);
    expect(unexpired(Number.NaN, now)).toBe(false);
  });
});
