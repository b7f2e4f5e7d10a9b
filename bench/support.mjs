// Shared pieces of the benchmarks: start the built product, a bare node:http twin, run autocannon.
import { fork, spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { root } from '../scripts/lib.mjs';

export const CONNECTIONS = 50;
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Polls `healthUrl` until it answers 2xx (true), or `child` exits or `timeoutMs` passes (false). */
export async function answersHealthy(healthUrl, child, timeoutMs, pollMs = 200) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(healthUrl)).ok) return true;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return false;
}

/**
 * Starts `apps/api/dist/server.js` on a free port with a fresh database; resolves once healthy. It runs
 * as in production, with the default log level (one JSON line per request): the lines go to a file, as
 * a real deployment's go to its log collector, not to the terminal.
 */
export async function startProduct(extraEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'estadia-bench-'));
  const logFile = join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const port = 3900 + Math.floor(Math.random() * 500);
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      ...extraEnv,
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  if (!(await answersHealthy(`${url}/api/healthz`, child, 60_000))) {
    child.kill('SIGTERM');
    await exited;
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`o servidor não respondeu em ${url}/api/healthz:\n${tail}`);
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Hop-by-hop headers and the date: node:http writes its own. */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * One request as autocannon sends it (no Accept-Encoding, so the answer is not compressed; `body`, when
 * given, sent with the headers given): the status, the headers a twin should replay and the body bytes.
 */
export function fetchRaw(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    request(url, { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response
        .on('end', () => {
          const replayed = Object.fromEntries(
            Object.entries(response.headers).filter(([name]) => !NOT_REPLAYED.has(name)),
          );
          resolve({ status: response.statusCode, headers: replayed, body: Buffer.concat(chunks) });
        })
        .on('error', reject);
    })
      .on('error', reject)
      .end(body);
  });
}

/**
 * Forks one of the bare twins (`bench/<script>`), a process of its own as the product is, so it does not
 * share an event loop with the load generator; sends it `settings` and resolves once it listens.
 */
export async function startTwin(script, settings) {
  const child = fork(join(root, 'bench', script), { stdio: 'inherit' });
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${script} saiu com código ${code}`)));
    child.send(settings);
  });
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { url: `http://127.0.0.1:${port}`, stop };
}

/**
 * A bare node:http server answering every request with the given headers and bytes: the ceiling we
 * compare against.
 */
export function startBareTwin(body, headers) {
  return startTwin('bare-twin.mjs', { body: body.toString('base64'), headers });
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
