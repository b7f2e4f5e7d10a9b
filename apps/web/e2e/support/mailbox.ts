import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the test SMTP server writes every e-mail the product sends (one JSON file each). */
    mailDir: string;
  }
}

interface StoredMail {
  to: string[];
  raw: string;
  receivedAt: number;
}

/**
 * A local SMTP server for the journeys: the product sends real e-mail to it (SMTP_URL) and each
 * message lands as a file, readable from the test workers (which run in other processes).
 */
export async function startMailCatcher(): Promise<{ url: string; dir: string; close: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'estadia-e2e-mail-'));
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const mail: StoredMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: Date.now(),
        };
        // Written aside, then renamed into place: a reader polling the folder (another process) never
        // meets a message half written (a JSON file listed before its bytes were all there failed a journey).
        const file = join(dir, `${String(count).padStart(5, '0')}.json`);
        writeFile(`${file}.part`, JSON.stringify(mail))
          .then(() => rename(`${file}.part`, file))
          .then(
            () => callback(),
            (error: Error) => callback(error),
          );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    dir,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The text body of a single-part message, decoded from quoted-printable or base64. */
export function mailText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).trimStart();
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Waits for the newest e-mail to `to` whose text matches `pattern`, and answers that text. */
export async function waitForMail(
  dir: string,
  to: string,
  pattern: RegExp,
  { timeoutMs = 15_000, after = 0 }: { timeoutMs?: number; after?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = (await readdir(dir))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse();
    for (const name of names) {
      const mail = JSON.parse(await readFile(join(dir, name), 'utf8')) as StoredMail;
      if (mail.receivedAt < after || !mail.to.includes(to.toLowerCase())) continue;
      const text = mailText(mail.raw);
      if (pattern.test(text)) return text;
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`Nenhum e-mail para ${to} com ${pattern} chegou em ${timeoutMs / 1000} s.`);
}
