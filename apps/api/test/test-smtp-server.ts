import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope sender (MAIL FROM), '' when empty. */
  from: string;
  /** Envelope recipients (RCPT TO). */
  to: string[];
  /** The message as sent: headers and encoded body. */
  raw: string;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL or createSmtpTransport. */
  url: string;
  /** Every message accepted so far, in order of arrival. */
  received: ReceivedMail[];
  /** The next `count` messages are refused with a temporary failure, as by a server that is down. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a random local port, without TLS or authentication, that keeps what it is
 * sent in memory (after refusing the messages `refuseNext` asks it to). Call `close()` in afterAll.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  // A server that is down for a while: the next messages get a temporary failure (451).
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          callback(Object.assign(new Error('Servidor ocupado, tente mais tarde'), { responseCode: 451 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
