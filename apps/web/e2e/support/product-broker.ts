import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import type { RunningProduct } from './product';

// A journey that needs a product of its own (its staff account, AUTO_APPROVE off, a webhook secret) used
// to start it in its beforeAll: 4–10 s of a worker waiting for a server to come up, 17 times a run. The
// global set-up's broker now starts those products ahead, one at a time in the background, from the first
// journey that asks for one; a journey's startProduct takes one started with exactly its environment, or has one
// started at once when none is. Each product still serves one journey only, from a copy of the template:
// nothing is shared that was not before. Products started ahead and never asked for are stopped at the end.

/**
 * The environments of the journeys' own products, in about the order the journeys start (longest first).
 * A journey missing here, or whose environment changed, still gets its product: started when it asks.
 */
const GERENCIA = { ADMIN_EMAIL: 'gerencia@estadia.com.br', ADMIN_PASSWORD: 'chave-da-gerencia-2026' };
const staff = (email: string, password: string) => ({ ADMIN_EMAIL: email, ADMIN_PASSWORD: password });
export const PRODUCTS_STARTED_AHEAD: Record<string, string>[] = [
  {
    ...staff('financeiro@estadia.com.br', 'chave-do-financeiro-2026'),
    PAYMENT_WEBHOOK_SECRET: 'segredo-do-webhook-de-testes-e2e',
  }, // money-states
  staff('financas.dialogos@estadia.com.br', 'chave-dos-dialogos-2026'), // money-dialogs
  staff('precos@estadia.com.br', 'chave-dos-precos-2026'), // server-rendered-pages
  { AUTO_APPROVE: 'false', ...GERENCIA }, // back-office
  GERENCIA, // transfer-letter
  GERENCIA, // guarantor
  GERENCIA, // deposit
  staff('governanca@estadia.com.br', 'chave-da-governanca-2026'), // inspection
  GERENCIA, // extension
  staff('gerencia.escopo@estadia.com.br', 'chave-da-gerencia-2026'), // front-desk-scope
  staff('recepcao@estadia.com.br', 'chave-da-recepcao-2026'), // stay
  staff('gerencia.extrato@estadia.com.br', 'chave-da-gerencia-2026'), // statement
  staff('portaria@estadia.com.br', 'chave-da-portaria-2026'), // door-access
  GERENCIA, // early-departure
  staff('reparos@estadia.com.br', 'chave-dos-reparos-2026'), // maintenance
  GERENCIA, // staff-invitation
];

/** Started ahead but not yet taken: at most this many wait at once (each is a server with its database). */
const READY_AHEAD = 4;

declare module 'vitest' {
  export interface ProvidedContext {
    /** The address of the global set-up's product broker (see product-broker.ts). */
    productBroker: string;
  }
}

const keyOf = (env: Record<string, string>) =>
  JSON.stringify(Object.entries(env).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

interface Waiting {
  key: string;
  product: Promise<RunningProduct>;
}

/**
 * The global set-up's side: starts PRODUCTS_STARTED_AHEAD one at a time (READY_AHEAD at most waiting),
 * hands one out per request, and stops every product it started when closed.
 */
export async function startProductBroker(
  launch: (env: Record<string, string>) => Promise<RunningProduct>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const queue = PRODUCTS_STARTED_AHEAD.map(keyOf);
  const waiting: Waiting[] = [];
  const handedOut = new Map<string, RunningProduct>();
  const all: Promise<RunningProduct>[] = [];
  let closed = false;
  let nextId = 0;

  const start = (key: string): Promise<RunningProduct> => {
    // Stopped once: by its journey, or at the end if no journey took it.
    const product = launch(Object.fromEntries(JSON.parse(key) as [string, string][])).then((running) => {
      let stopping: Promise<void> | undefined;
      const stop = () => {
        stopping ??= running.stop();
        return stopping;
      };
      return { ...running, stop };
    });
    all.push(product);
    product.catch(() => undefined);
    return product;
  };

  // One at a time, in the background: the journeys running meanwhile keep most of the machine.
  let starting: Promise<unknown> = Promise.resolve();
  const startAhead = () => {
    starting = starting.then(async () => {
      while (!closed && queue.length > 0 && waiting.length < READY_AHEAD) {
        const key = queue.shift()!;
        const product = start(key);
        waiting.push({ key, product });
        await product.catch(() => undefined);
      }
    });
  };

  const take = (key: string): Promise<RunningProduct> => {
    // Started ahead only once a journey asks for a product: a run of journeys on the shared products
    // alone (one file while working on it) starts none.
    startAhead();
    const index = waiting.findIndex((entry) => entry.key === key);
    if (index !== -1) {
      const [entry] = waiting.splice(index, 1);
      return entry!.product;
    }
    const queued = queue.indexOf(key);
    if (queued !== -1) queue.splice(queued, 1);
    return start(key);
  };

  const server: Server = createServer(async (request, response) => {
    try {
      if (request.method === 'POST' && request.url === '/products') {
        const env = JSON.parse(await body(request)) as Record<string, string>;
        const product = await take(keyOf(env));
        nextId += 1;
        const id = String(nextId);
        handedOut.set(id, product);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id, baseUrl: product.baseUrl, mailDir: product.mailDir }));
        return;
      }
      const stop = /^\/products\/(\d+)$/.exec(request.url ?? '');
      if (request.method === 'DELETE' && stop) {
        const product = handedOut.get(stop[1]!);
        handedOut.delete(stop[1]!);
        await product?.stop();
        response.writeHead(204).end();
        return;
      }
      response.writeHead(404).end();
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String((error as Error).stack ?? error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      closed = true;
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await starting;
      // Every product started, handed out or not (stopping one a journey stopped is waiting for that stop).
      await Promise.all(
        all.map((product) => product.then((running) => running.stop()).catch(() => undefined)),
      );
    },
  };
}

function body(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The journey's side: a product of its own with `env`, from the broker; `stop` hands it back to be stopped. */
export async function productFromBroker(env: Record<string, string>): Promise<RunningProduct> {
  const broker = inject('productBroker');
  const response = await fetch(`${broker}/products`, { method: 'POST', body: JSON.stringify(env) });
  if (!response.ok) throw new Error(`O produto não iniciou: ${await response.text()}`);
  const { id, baseUrl, mailDir } = (await response.json()) as {
    id: string;
    baseUrl: string;
    mailDir: string;
  };
  return {
    baseUrl,
    mailDir,
    stop: async () => {
      await fetch(`${broker}/products/${id}`, { method: 'DELETE' });
    },
  };
}
