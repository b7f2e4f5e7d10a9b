// Shared pieces of the benchmarks: start the built product, a bare node:http twin, run autocannon.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root } from '../scripts/lib.mjs';

export const CONNECTIONS = 50;
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** Starts `apps/api/dist/server.js` on a free port with a fresh database; resolves once healthy. */
export async function startProduct(extraEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'estadia-bench-'));
  const port = 3900 + Math.floor(Math.random() * 500);
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/healthz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bare node:http server answering every request with the given bytes: the ceiling we compare against. */
export async function startBareTwin(body, contentType) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((r) => server.close(r)) };
}

export async function load(url, options = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} respostas não-2xx, ${result.errors} erros`);
  }
  return result;
}

export function row(label, value) {
  console.log(`${label.padEnd(58)} ${value}`);
}
