import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the fake server accepted: its recipients, the raw message and its decoded text. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  text: string;
}

export interface FakeSmtp {
  /** SMTP_URL for the server under test. */
  url: string;
  /** Every message accepted so far, in order (tests may empty it). */
  received: ReceivedMail[];
  /** The next `count` messages are refused with 451 (a mailbox busy), as a real server may. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

/** The text of a raw message as nodemailer encodes it (quoted-printable or base64). */
export function textOf(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** A local SMTP server (no TLS, no authentication) on a free loopback port: the third party of the mail tests. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals--;
          const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: textOf(raw) });
        return callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => void (refusals = count),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
