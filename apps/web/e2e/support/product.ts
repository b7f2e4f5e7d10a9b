import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailCatcher } from './mailbox';
import { productFromBroker } from './product-broker';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const serverEntry = join(repoRoot, 'apps/api/dist/server.js');
const webIndexes = [
  join(repoRoot, 'apps/web/dist/index.html'),
  join(repoRoot, 'apps/web/dist-admin/index.html'),
];
const START_TIMEOUT_MS = 90_000;

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('sem porta')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`O servidor terminou (código ${child.exitCode}) antes de ficar pronto.`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`O servidor não respondeu em ${url} dentro de ${START_TIMEOUT_MS / 1000} s.`);
}

/** Stops the server (SIGTERM, SIGKILL after 10 s); resolves with its exit code (null when killed). */
function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolveStop) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', (code) => {
      clearTimeout(force);
      resolveStop(code);
    });
    child.kill('SIGTERM');
  });
}

export interface RunningProduct {
  baseUrl: string;
  /** Where the local SMTP server drops the e-mails the product sends (see mailbox.ts). */
  mailDir: string;
  /** Stops the server and the SMTP server; removes DATA_DIR unless `keepData`. */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

export interface ProductOptions {
  /**
   * A stopped product's PGlite folder (DATA_DIR/pglite) to start from: migrated and seeded already, so
   * the server finds its database ready instead of creating, migrating and seeding one. Undefined: empty.
   */
  databaseTemplate?: string;
}

/**
 * The built product (API + both web builds) on a free port with a local SMTP server, for this journey alone.
 * Its database is a copy of the run's template (a product started from nothing by the global set-up, see
 * makeDatabaseTemplate): the same state an empty one reaches at start-up, in a fraction of the time.
 * `env` adds to or overrides the defaults (the back-office journey turns AUTO_APPROVE off). The global
 * set-up's broker starts it, most often ahead of the journey (product-broker.ts).
 */
export function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  return productFromBroker(env);
}

/**
 * The database every product of the run starts from: the built product started from an empty DATA_DIR
 * (creating, migrating and seeding its PGlite database as a first start does), then stopped cleanly.
 * `remove` deletes it after the run.
 */
export async function makeDatabaseTemplate(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const product = await launchProduct();
  try {
    await product.stop({ keepData: true });
  } catch (error) {
    await rm(product.dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    dir: join(product.dataDir, 'pglite'),
    remove: () => rm(product.dataDir, { recursive: true, force: true }),
  };
}

export async function launchProduct(
  env: Record<string, string> = {},
  options: ProductOptions = {},
): Promise<RunningProduct & { dataDir: string }> {
  for (const file of [serverEntry, ...webIndexes]) {
    if (!existsSync(file))
      throw new Error(`${file} não existe: rode "npm run build" antes dos testes de navegador.`);
  }
  // The free port is found by opening and closing it, then the server opens it: in between, another
  // process of the machine (a product starting beside it, another run's) may take it. The server then
  // stops on EADDRINUSE, and is started again on another port.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await launchOnce(env, options);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

class PortTaken extends Error {}

async function launchOnce(
  env: Record<string, string>,
  { databaseTemplate }: ProductOptions,
): Promise<RunningProduct & { dataDir: string }> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'estadia-e2e-'));
  // The server opens DATA_DIR/pglite when it exists (src/db/connection.ts): a copy of the template.
  if (databaseTemplate) await cp(databaseTemplate, join(dataDir, 'pglite'), { recursive: true });
  // E-mails (password reset codes) go over real SMTP to a local server the journeys can read.
  const mail = await startMailCatcher();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SMTP_URL: mail.url,
      // Journeys that sign customers up through the API give each one its own X-Forwarded-For
      // (support/customers.ts), so the per-IP sign-up limit stays as strict as in production.
      TRUST_PROXY: 'loopback',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  // Its errors go to the run's output as before; a port taken meanwhile is noticed.
  let portTaken = false;
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    if (chunk.includes('EADDRINUSE')) portTaken = true;
  });
  const stopAll = async ({ keepData = false } = {}) => {
    const code = await stop(child);
    await mail.close();
    if (!keepData) await rm(dataDir, { recursive: true, force: true });
    // A copy of a database not closed cleanly would start every product from a damaged one.
    else if (code !== 0) throw new Error(`O servidor não terminou normalmente (código ${code}).`);
  };
  try {
    await waitForHealth(`${baseUrl}/api/healthz`, child);
  } catch (error) {
    await stopAll();
    // What the server wrote as it stopped is all read once its stderr closes.
    const stderr = child.stderr;
    if (stderr && !stderr.closed) await new Promise((closed) => stderr.once('close', closed));
    throw portTaken ? new PortTaken(`a porta ${port} foi ocupada antes do servidor`) : error;
  }
  return { baseUrl, mailDir: mail.dir, dataDir, stop: stopAll };
}
