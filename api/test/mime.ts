// Just enough RFC 822 / MIME decoding for tests to read what the SMTP server received: unfolded headers,
// encoded-word subjects, and every text part decoded from quoted-printable or base64.

const decodeWords = (s: string) =>
  s.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_m, _cs, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );

function decodeQp(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function headersOf(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) out[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return out;
}

/** The decoded leaf parts of a body, multiparts flattened in order. */
function bodyParts(headers: Record<string, string>, body: string): string[] {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = type.match(/boundary="?([^";]+)"?/)?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((part) => {
        const [h, ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
        return bodyParts(headersOf(h ?? ''), rest.join('\r\n\r\n'));
      });
  }
  const enc = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (enc === 'base64') return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')];
  if (enc === 'quoted-printable') return [decodeQp(body)];
  return [body];
}

export interface ParsedMail {
  /** The first recipient's address. */
  to: string;
  subject: string;
  /** Headers by lower-case name, unfolded, encoded words decoded. */
  headers: Record<string, string>;
  /** The decoded body parts (text, then HTML for the API's mail). */
  parts: string[];
  /** All parts joined. */
  text: string;
}

export function parseMail(raw: string): ParsedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const rawHeaders = headersOf(raw.slice(0, split));
  const headers = Object.fromEntries(Object.entries(rawHeaders).map(([k, v]) => [k, decodeWords(v)]));
  const to = headers.to ?? '';
  const parts = bodyParts(rawHeaders, raw.slice(split).replace(/^\r?\n\r?\n/, ''));
  return {
    to: to.match(/<([^>]+)>/)?.[1] ?? to,
    subject: headers.subject ?? '',
    headers,
    parts,
    text: parts.join('\n'),
  };
}
