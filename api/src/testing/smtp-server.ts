import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as a test SMTP server received it: the envelope and the raw MIME text. */
export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A running test SMTP server: its `SMTP_URL`, what it received (in order), and how to stop it. */
export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
}

/**
 * A real SMTP server on a random loopback port that keeps what it receives.
 * `delayMs` makes it take that long to accept each mail (a slow mail server);
 * `failFirst` makes it refuse that many mails first with a temporary error
 * (451), after it has read them (a mail server in trouble).
 */
export async function startTestSmtpServer(options: { delayMs?: number; failFirst?: number } = {}): Promise<TestSmtpServer & { refused: () => number }> {
  const received: ReceivedMail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refused < (options.failFirst ?? 0)) {
          refused += 1;
          callback(Object.assign(new Error('Tijdelijke storing, probeer het later opnieuw'), { responseCode: 451 }));
          return;
        }
        const accept = () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        };
        if (options.delayMs) setTimeout(accept, options.delayMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, refused: () => refused, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The decoded text of a quoted-printable MIME body. */
export function decodeQuotedPrintable(text: string): string {
  return Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}
