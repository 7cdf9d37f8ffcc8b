// An SMTP server in this process (plain text, no STARTTLS, any sender without login) that keeps what it
// receives, decoded, for assertions.
import net, { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime';

export interface ReceivedMail extends ParsedMail {
  /** Envelope recipients. */
  recipients: string[];
  raw: string;
}

export interface LocalSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtp(
  opts: { port?: number; delayMs?: number; rejectRecipient?: boolean } = {},
): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!opts.rejectRecipient) return callback();
      callback(Object.assign(new Error(`No such user: ${address.address}`), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        setTimeout(() => {
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            recipients: session.envelope.rcptTo.map((a) => a.address),
            raw,
            ...parseMail(raw),
          });
          callback();
        }, opts.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A port nothing listens on (yet): an SMTP server that is down. */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}
