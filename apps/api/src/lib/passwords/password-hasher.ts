import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { createSemaphore, type Semaphore } from '../semaphore.ts';

export interface ScryptCost {
  /** CPU/memory cost, a power of two. */
  N: number;
  /** Block size. */
  r: number;
  /** Parallelisation. */
  p: number;
}

/** What production stores: about 128 MiB and a few hundred milliseconds per hash. */
export const PRODUCTION_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
// Bounds on what a stored hash may ask for, so a corrupted or planted row cannot make a login
// allocate gigabytes or spin for minutes.
const MAX_LOG2_N = 20;
const MAX_R = 32;
const MAX_P = 16;

export interface PasswordHasher {
  readonly cost: ScryptCost;
  hash(password: string): Promise<string>;
  verify(password: string, storedHash: string): Promise<boolean>;
  /**
   * Spends the same work as `verify` against a hash nobody has, and answers false: used when the
   * e-mail is unknown so that the answer takes as long as for a wrong password.
   */
  verifyDummy(password: string): Promise<false>;
  /** True when the stored hash was made with other parameters than the current ones. */
  needsRehash(storedHash: string): boolean;
}

export interface PasswordHasherOptions {
  cost?: ScryptCost;
  /** Hashes computed at once; each holds 128·N·r bytes, so this caps the memory a login burst can take. */
  maxConcurrent?: number;
}

interface ParsedHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

/**
 * scrypt password hashing (node:crypto, asynchronous). Hashes are stored in the PHC string format
 * `$scrypt$ln=17,r=8,p=1$<salt>$<key>` (unpadded base64), so the parameters travel with each hash
 * and can be raised later without breaking stored passwords.
 */
export function createPasswordHasher(options: PasswordHasherOptions = {}): PasswordHasher {
  const cost = options.cost ?? PRODUCTION_SCRYPT_COST;
  assertCost(cost);
  const semaphore = createSemaphore(options.maxConcurrent ?? 2);
  const dummy = formatHash(cost, randomBytes(SALT_LENGTH), randomBytes(KEY_LENGTH));

  async function verify(password: string, storedHash: string): Promise<boolean> {
    const parsed = parseHash(storedHash);
    if (!parsed) return false;
    const key = await derive(semaphore, password, parsed.salt, parsed.cost, parsed.key.length);
    return timingSafeEqual(key, parsed.key);
  }

  return {
    cost,
    async hash(password) {
      const salt = randomBytes(SALT_LENGTH);
      const key = await derive(semaphore, password, salt, cost, KEY_LENGTH);
      return formatHash(cost, salt, key);
    },
    verify,
    async verifyDummy(password) {
      await verify(password, dummy);
      return false;
    },
    needsRehash(storedHash) {
      const parsed = parseHash(storedHash);
      return !parsed || parsed.cost.N !== cost.N || parsed.cost.r !== cost.r || parsed.cost.p !== cost.p;
    },
  };
}

/** Reads the parameters a stored hash was made with; null when it is not one of ours. */
export function readHashCost(storedHash: string): ScryptCost | null {
  return parseHash(storedHash)?.cost ?? null;
}

async function derive(
  semaphore: Semaphore,
  password: string,
  salt: Buffer,
  cost: ScryptCost,
  keyLength: number,
): Promise<Buffer> {
  // The same password typed with composed or decomposed accents ('é' vs 'e' + U+0301) must match.
  const secret = Buffer.from(password.normalize('NFC'), 'utf8');
  const options: ScryptOptions = {
    N: cost.N,
    r: cost.r,
    p: cost.p,
    // scrypt needs about 128·N·r bytes (plus 128·r·p); Node refuses anything above 32 MiB by default.
    maxmem: 128 * cost.r * (cost.N + cost.p + 2) + 1024 * 1024,
  };
  return semaphore.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(secret, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

function formatHash(cost: ScryptCost, salt: Buffer, key: Buffer): string {
  const ln = Math.log2(cost.N);
  return `$scrypt$ln=${ln},r=${cost.r},p=${cost.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const HASH_PATTERN =
  /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]{16,64})\$([A-Za-z0-9_-]{32,128})$/;

function parseHash(storedHash: string): ParsedHash | null {
  const match = HASH_PATTERN.exec(storedHash);
  if (!match) return null;
  const [, ln, r, p, salt, key] = match;
  const cost = { N: 2 ** Number(ln), r: Number(r), p: Number(p) };
  if (!isCostAcceptable(cost)) return null;
  return { cost, salt: Buffer.from(salt!, 'base64url'), key: Buffer.from(key!, 'base64url') };
}

function isCostAcceptable(cost: ScryptCost): boolean {
  const ln = Math.log2(cost.N);
  return (
    Number.isInteger(ln) &&
    ln >= 1 &&
    ln <= MAX_LOG2_N &&
    Number.isInteger(cost.r) &&
    cost.r >= 1 &&
    cost.r <= MAX_R &&
    Number.isInteger(cost.p) &&
    cost.p >= 1 &&
    cost.p <= MAX_P
  );
}

function assertCost(cost: ScryptCost): void {
  if (!isCostAcceptable(cost)) throw new Error(`Invalid scrypt parameters: ${JSON.stringify(cost)}`);
}
