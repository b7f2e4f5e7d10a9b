import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailCatcher } from './mailbox';

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

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

export interface RunningProduct {
  baseUrl: string;
  /** Where the local SMTP server drops the e-mails the product sends (see mailbox.ts). */
  mailDir: string;
  stop: () => Promise<void>;
}

/**
 * Starts the built product (API + both web builds) on a free port with an empty database and a local
 * SMTP server. `env` adds to or overrides the defaults (the back-office journey turns AUTO_APPROVE off).
 */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  for (const file of [serverEntry, ...webIndexes]) {
    if (!existsSync(file))
      throw new Error(`${file} não existe: rode "npm run build" antes dos testes de navegador.`);
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'estadia-e2e-'));
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
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stopAll = async () => {
    await stop(child);
    await mail.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${baseUrl}/api/healthz`, child);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { baseUrl, mailDir: mail.dir, stop: stopAll };
}
