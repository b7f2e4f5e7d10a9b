// Submitting a rental request on PostgreSQL: 50 concurrent clients each send submissions of prepared
// drafts (distinct apartments and dates, so every one should win), and the latency of each is measured
// (target: p99 ≤ 50 ms). Everything is prepared through the API, as customers would, within its limits.
// Beside ours, in alternating turns, a bare twin (bare-submit-twin.mjs) runs the same three statements
// on the same database: what node:http and pg alone achieve on this machine.
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { CONNECTIONS, fetchRaw, load, median, row, startProduct, startTwin } from './support.mjs';

const TARGET_P99_MS = 50;
/** Sign-ups are limited to 10 an hour per address: a handful of customers, each with many drafts. */
const CUSTOMERS = 5;
/** Measured submissions: ROUNDS turns of TURN_SUBMITS for ours and as many for the bare twin. */
const ROUNDS = 4;
const TURN_SUBMITS = Number(process.env.BENCH_SUBMITS_PER_TURN ?? 500);
/**
 * The pool of ours (DATABASE_POOL_SIZE) and of the twin: the PostgreSQL wiki's rule for a server on this
 * machine's cores, two connections per core. With the default 10 on 2 cores, PostgreSQL runs up to 10
 * backends for 2 cores and the slowest answers wait for the scheduler: p99 doubles, for both.
 */
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? availableParallelism() * 2);
const DRAFTS_AT_ONCE = 8;
/**
 * Submissions sent before the measured ones, at the same concurrency, so that those meet a server as it
 * runs in production: every pool connection open and its statements prepared, the code compiled.
 */
const WARM_UP_SUBMITS = 500;
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The database to run on: BENCH_DATABASE_URL, or a fresh one on the local server; undefined to skip. */
async function openBenchDatabase() {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, drop: async () => {} };
  const admin = new pg.Client({ connectionString: LOCAL_SERVER, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `estadia_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(LOCAL_SERVER);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: LOCAL_SERVER });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

async function call(base, method, path, { token, json, body } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: json !== undefined ? JSON.stringify(json) : body,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function expectStatus(promise, status, what) {
  const response = await promise;
  if (response.status !== status)
    throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function uploadDocument(base, token) {
  const form = new FormData();
  form.append('file', new Blob([SAMPLE_PDF], { type: 'application/pdf' }), 'documento.pdf');
  const body = await expectStatus(call(base, 'POST', '/api/upload', { token, body: form }), 201, 'upload');
  return body.fileName;
}

/** A customer signed up through the API, with the three profile sections filled in. */
async function readyCustomer(base, index) {
  const { token } = await expectStatus(
    call(base, 'POST', '/api/auth/signup', {
      json: {
        name: `Cliente Bench ${index + 1}`,
        email: `bench.${randomBytes(6).toString('hex')}@exemplo.com.br`,
        password: `pão de queijo ${randomBytes(6).toString('hex')}`,
      },
    }),
    201,
    'cadastro',
  );
  const [cpfFileName, rgFileName] = [await uploadDocument(base, token), await uploadDocument(base, token)];
  await expectStatus(
    call(base, 'PATCH', '/api/me', {
      token,
      json: {
        birthdate: '1990-04-12',
        hometown: 'Uberlândia',
        hometownState: 'MG',
        profession: 'Engenheira',
        rg: 'MG-12.345.678',
        rgIssuer: 'SSP',
        rgIssuerState: 'MG',
        cpfOrCnpj: '52998224725',
        fathersFullName: 'José da Silva',
        mothersFullName: 'Ana Maria da Silva',
        cpfFileName,
        rgFileName,
        address: {
          street: 'Avenida Rondon Pacheco',
          number: '1000',
          complement: 'Apto 12',
          postCode: '38400-000',
          neighborhood: 'Santa Mônica',
          city: { name: 'Uberlândia', stateInitials: 'MG' },
        },
      },
    }),
    200,
    'perfil',
  );
  return token;
}

function isoDaysFromToday(days) {
  const date = new Date();
  date.setUTCHours(12, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Every apartment of the catalogue, with its modality (the availability route lists them by id). */
async function allApartments(base) {
  const { items } = await expectStatus(call(base, 'GET', '/api/projects'), 200, 'catálogo');
  const apartments = [];
  const window = `start=${isoDaysFromToday(720)}&end=${isoDaysFromToday(721)}`;
  for (const project of items) {
    for (const modality of project.modalities) {
      const path = `/api/projects/${project.id}/modalities/${modality.id}/availability?${window}`;
      const body = await expectStatus(call(base, 'GET', path), 200, 'apartamentos');
      for (const apartment of body.apartments) apartments.push({ id: apartment.id, modalityId: modality.id });
    }
  }
  return apartments;
}

/**
 * `count` drafts spread over the customers, each on its own apartment and 3-night stay: no two share
 * a night, so every submission should win. On a reused BENCH_DATABASE_URL the stays start at a random
 * offset, away from the previous runs' ones. Created a few at a time, in order.
 */
async function prepareDrafts(base, tokens, count) {
  const apartments = await allApartments(base);
  const firstDay = process.env.BENCH_DATABASE_URL ? 30 + Math.floor(Math.random() * 300) : 30;
  const lastDay = firstDay + Math.ceil(count / apartments.length) * 4;
  if (lastDay > 725)
    throw new Error(`${count} rascunhos não cabem no calendário de ${apartments.length} apartamentos`);
  const createDraft = async (index) => {
    const apartment = apartments[index % apartments.length];
    const start = firstDay + Math.floor(index / apartments.length) * 4;
    const token = tokens[index % tokens.length];
    const body = await expectStatus(
      call(base, 'POST', '/api/rentals', {
        token,
        json: {
          apartmentId: apartment.id,
          modalityId: apartment.modalityId,
          interval: { start: isoDaysFromToday(start), end: isoDaysFromToday(start + 3) },
        },
      }),
      201,
      'rascunho',
    );
    return { id: body.id, token };
  };
  const drafts = [];
  for (let index = 0; index < count; index += DRAFTS_AT_ONCE) {
    const batch = Array.from(
      { length: Math.min(DRAFTS_AT_ONCE, count - index) },
      (_, offset) => index + offset,
    );
    drafts.push(...(await Promise.all(batch.map(createDraft))));
  }
  return drafts;
}

const submitPath = (draft) => `/api/rentals/${draft.id}/submit`;

/**
 * Submits every draft once: `clients` connections, each sending the next draft as soon as its previous
 * answer arrives. autocannon, as for the catalogue: a load generator that costs little CPU of its own,
 * which matters when it shares the machine's cores with the API and PostgreSQL. Each submission's
 * latency is timed here, from the write of its request to its answer, so that several turns can be
 * pooled. The first request of each connection is left out of the latencies (not of the rate): it also
 * waits for the connection to open, and all `clients` of them arrive in the same instant, a burst that
 * a server meets once per client, not on every submission. The rate is timed up to the last answer
 * (autocannon only notices it is done at its next one-second tick).
 */
async function fireSubmits(base, drafts, clients) {
  let next = 0;
  let lastAnswerAt = 0;
  const latencies = [];
  const startedAt = performance.now();
  await load(base, {
    connections: clients,
    amount: drafts.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          // autocannon builds every connection's first request before any answer arrives.
          context.opensConnection = next < clients;
          const draft = drafts[next++];
          context.sentAt = performance.now();
          return { ...request, path: submitPath(draft), headers: { authorization: `Bearer ${draft.token}` } };
        },
        onResponse: (_status, _body, context) => {
          lastAnswerAt = performance.now();
          if (!context.opensConnection) latencies.push(lastAnswerAt - context.sentAt);
        },
      },
    ],
  });
  return { latencies, perSecond: (drafts.length * 1000) / (lastAnswerAt - startedAt) };
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** The API's answer to one submission, to be replayed by the twin with its own rows. */
async function sampleAnswer(base, draft) {
  const sample = await fetchRaw(`${base}${submitPath(draft)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${draft.token}` },
  });
  if (sample.status !== 200) throw new Error(`envio de amostra: ${sample.status} ${sample.body}`);
  return sample;
}

/**
 * Ours and the bare twin, in turns of TURN_SUBMITS, ROUNDS rounds in alternating order after a warm-up
 * of each: what the machine's drift does, it does to both.
 */
async function compareSubmits(product, twin, drafts) {
  const take = (count) => drafts.splice(0, count);
  await fireSubmits(product.url, take(WARM_UP_SUBMITS), CONNECTIONS);
  await fireSubmits(twin.url, take(WARM_UP_SUBMITS), CONNECTIONS);
  const side = (url) => ({ url, latencies: [], rates: [] });
  const sides = { ours: side(product.url), bare: side(twin.url) };
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? [sides.ours, sides.bare] : [sides.bare, sides.ours];
    for (const side of order) {
      const turn = await fireSubmits(side.url, take(TURN_SUBMITS), CONNECTIONS);
      side.latencies.push(...turn.latencies);
      side.rates.push(turn.perSecond);
    }
  }
  for (const side of Object.values(sides)) side.latencies.sort((a, b) => a - b);
  return sides;
}

const ms = (value) => `${value.toFixed(0)} ms`;

/** Prints both sides; true when ours meets the p99 target. */
function report(ours, bare) {
  const p99 = percentile(ours.latencies, 0.99);
  const ok = p99 <= TARGET_P99_MS;
  const ratios = ours.rates.map((rate, round) => rate / bare.rates[round]).sort((a, b) => a - b);
  row('submit: connections to PostgreSQL (each side)', String(POOL_SIZE));
  row(
    `submit: ours, ${ROUNDS} × ${TURN_SUBMITS} envios, ${CONNECTIONS} clientes`,
    `${median(ours.rates).toFixed(0)} envios/s`,
  );
  row('submit: bare node:http + pg, same statements', `${median(bare.rates).toFixed(0)} envios/s`);
  row(
    'submit: ratio (rounds)',
    `${median(ratios).toFixed(2)}× (${ratios[0].toFixed(2)}× to ${ratios.at(-1).toFixed(2)}×)`,
  );
  row(
    'submit: ours p50 / bare p50',
    `${ms(percentile(ours.latencies, 0.5))} / ${ms(percentile(bare.latencies, 0.5))}`,
  );
  row(`submit: ours p99 (target ≤ ${TARGET_P99_MS} ms)`, `${ms(p99)} ${ok ? '✔' : '✖'}`);
  row('submit: bare p99', ms(percentile(bare.latencies, 0.99)));
  row('submit: ours max / bare max', `${ms(ours.latencies.at(-1))} / ${ms(bare.latencies.at(-1))}`);
  return ok;
}

export async function benchSubmit() {
  console.log('\n── Envio de locação (PostgreSQL) ──');
  const database = await openBenchDatabase();
  if (!database) {
    console.log(
      'Ignorado: defina BENCH_DATABASE_URL ou rode um PostgreSQL em 127.0.0.1:5432 (usuário postgres).',
    );
    return true;
  }
  try {
    const product = await startProduct({ DATABASE_URL: database.url, DATABASE_POOL_SIZE: String(POOL_SIZE) });
    try {
      const tokens = [];
      for (let index = 0; index < CUSTOMERS; index += 1) tokens.push(await readyCustomer(product.url, index));
      const drafts = await prepareDrafts(
        product.url,
        tokens,
        1 + 2 * (WARM_UP_SUBMITS + ROUNDS * TURN_SUBMITS),
      );
      const sample = await sampleAnswer(product.url, drafts.shift());
      const twin = await startTwin('bare-submit-twin.mjs', {
        databaseUrl: database.url,
        headers: sample.headers,
        body: sample.body.toString('base64'),
        poolSize: POOL_SIZE,
      });
      try {
        const { ours, bare } = await compareSubmits(product, twin, drafts);
        return report(ours, bare);
      } finally {
        await twin.stop();
      }
    } finally {
      await product.stop();
    }
  } finally {
    await database.drop();
  }
}
