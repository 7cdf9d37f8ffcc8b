// The second factor (docs/product.md, back office): TOTP (RFC 6238, otplib) with ten single-use recovery
// codes. A secret is kept encrypted (AES-256-GCM under MFA_SECRET_KEY) and never answered after enrolment;
// recovery codes are kept as SHA-256 hashes (they are random, 50 bits each, so a plain hash suffices). A
// code is accepted in its 30-second step or the one before or after (clock drift), and only once: the step
// of the last accepted code is stored and a code of that step or an earlier one is refused.
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = 'Crestline Staffing';
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A recovery code as typed: lower case, without spaces or dashes. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
export const hashRecoveryCode = (code: string) => sha256(`recovery:${normaliseRecoveryCode(code)}`);
export const looksLikeTotp = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** Ten new recovery codes as shown to the user (`xxxxx-xxxxx`). */
export function newRecoveryCodes(): string[] {
  const part = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

export function secondFactorCrypto(secretKey: string) {
  const key = createHash('sha256').update(`crestline:totp:${secretKey}`).digest();
  return {
    encrypt(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(sealed: string): string {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unreadable TOTP secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
export type SecondFactorCrypto = ReturnType<typeof secondFactorCrypto>;

/** A new secret for `email`: the manual key, the otpauth:// address and its QR code as an inline SVG. */
export async function newTotpSecret(email: string) {
  const key = generateSecret();
  const uri = generateURI({ issuer: ISSUER, label: email, secret: key });
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { key, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step a TOTP code belongs to when it is valid for `secret` now (±1 step) and newer than
 * `lastStep`; undefined otherwise.
 */
export async function acceptedStep(secret: string, code: string, lastStep: number | null) {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const result = await verify({
    secret,
    token,
    epochTolerance: 30,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
