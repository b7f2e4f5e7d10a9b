import { createHash, randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ManualClock } from '../../lib/clock.ts';

// The demo seed drives the product the way its clients do: every write goes through an HTTP route
// (`app.inject`), so the demo data obeys every rule the routes enforce, whatever others change.

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An HTTP answer the seed did not expect; the scenario that made the call stops there. */
export class DemoRequestError extends Error {
  constructor(
    readonly method: string,
    readonly url: string,
    readonly statusCode: number,
    body: string,
  ) {
    super(`${method} ${url} → ${statusCode}: ${body.slice(0, 300)}`);
    this.name = 'DemoRequestError';
  }
}

export interface DemoAccount {
  email: string;
  password: string;
  name: string;
}

/** Sessions last SESSION_TTL_HOURS on the app's clock: log in again after this many simulated days. */
const SESSION_REUSE_DAYS = 20;
const DAY_MS = 86_400_000;

/** One client address per account, so per-IP limits behave as for real, separate people. */
function addressFor(email: string): string {
  const digest = createHash('sha256').update(email).digest();
  return `10.${digest[0]}.${digest[1]}.${(digest[2] ?? 0) % 250 || 1}`;
}

export class DemoClient {
  readonly #sessions = new Map<string, { token: string; at: number }>();

  constructor(
    readonly app: FastifyInstance,
    readonly clock: ManualClock,
  ) {}

  /** Calls a route; anything but 2xx throws a DemoRequestError. */
  async call<T = unknown>(
    account: DemoAccount | null,
    method: Method,
    url: string,
    payload?: object | Buffer | string,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const auth = account ? { authorization: `Bearer ${await this.token(account)}` } : {};
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: account ? addressFor(account.email) : '10.0.0.1',
      headers: { ...auth, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
    if (response.statusCode < 200 || response.statusCode >= 300)
      throw new DemoRequestError(method, url, response.statusCode, response.body);
    if (response.statusCode === 204 || response.body === '') return undefined as T;
    const type = String(response.headers['content-type'] ?? '');
    return (type.includes('json') ? response.json() : response.rawPayload) as T;
  }

  /** A session token for the account, logging in (again) when there is none or it is getting old. */
  async token(account: DemoAccount): Promise<string> {
    const now = this.clock.now().getTime();
    const session = this.#sessions.get(account.email);
    if (session && now - session.at < SESSION_REUSE_DAYS * DAY_MS) return session.token;
    const { token } = await this.call<{ token: string }>(null, 'POST', '/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    this.#sessions.set(account.email, { token, at: now });
    return token;
  }

  /** Drops the account's session, ended by the server (e.g. on accepting an invitation to the staff). */
  forget(account: DemoAccount): void {
    this.#sessions.delete(account.email);
  }

  async signUp(account: DemoAccount & { phone?: string }): Promise<void> {
    const response = await this.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: addressFor(account.email),
      payload: { name: account.name, email: account.email, password: account.password, phone: account.phone },
    });
    if (response.statusCode !== 201)
      throw new DemoRequestError('POST', '/api/auth/signup', response.statusCode, response.body);
    this.#sessions.set(account.email, {
      token: (response.json() as { token: string }).token,
      at: this.clock.now().getTime(),
    });
  }

  /** Uploads a file as the account (POST /api/upload, multipart) and answers its name. */
  async upload(account: DemoAccount, file: DemoFile): Promise<string> {
    const boundary = `----estadia-demo-${randomUUID()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const { fileName } = await this.call<{ fileName: string }>(account, 'POST', '/api/upload', payload, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    return fileName;
  }

  /** Whether the app registers a route (features others are still adding may not be there yet). */
  has(method: Method, url: string): boolean {
    return this.app.hasRoute({ method, url });
  }
}

export interface DemoFile {
  name: string;
  type: 'application/pdf' | 'image/png';
  bytes: Buffer;
}

/** A one-page PDF with a line of text: the scanned document a customer attaches to the profile. */
export function documentPdf(title: string): DemoFile {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 40 160 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj ${object} endobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer << /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name: 'documento.pdf', type: 'application/pdf', bytes: Buffer.from(body, 'latin1') };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A small photo (PNG, 96×72): a wall of `rgb` with a lighter floor, enough to tell rooms apart in
 * an inspection's PDF. Built chunk by chunk with real CRCs, so any image reader accepts it.
 */
export function roomPhoto(rgb: [number, number, number]): DemoFile {
  const width = 96;
  const height = 72;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    const shade = y > height * 0.7 ? 40 : 0;
    for (let x = 0; x < width; x += 1)
      rgb.forEach((value, channel) => {
        row[1 + x * 3 + channel] = Math.min(255, value + shade);
      });
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name: 'foto.png', type: 'image/png', bytes };
}
