// Submitting a rental request on PostgreSQL: 50 concurrent clients each send submissions of prepared
// drafts (distinct apartments and dates, so every one should win), and the latency of each is measured
// (target: p99 ≤ 50 ms). Everything is prepared through the API, as customers would, within its limits.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { CONNECTIONS, load, row, startProduct } from './support.mjs';

const TARGET_P99_MS = 50;
/** Sign-ups are limited to 10 an hour per address: a handful of customers, each with many drafts. */
const CUSTOMERS = 5;
const SUBMITS_PER_CLIENT = Number(process.env.BENCH_SUBMITS_PER_CLIENT ?? 40);
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
 * offset, away from the previous runs' ones.
 */
async function prepareDrafts(base, tokens, count) {
  const apartments = await allApartments(base);
  const firstDay = process.env.BENCH_DATABASE_URL ? 30 + Math.floor(Math.random() * 400) : 30;
  const drafts = [];
  for (let index = 0; index < count; index += 1) {
    const apartment = apartments[index % apartments.length];
    const slot = Math.floor(index / apartments.length);
    const start = firstDay + slot * 4;
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
    drafts.push({ id: body.id, token });
  }
  return drafts;
}

/**
 * Submits every draft once: `clients` connections, each sending the next draft as soon as its previous
 * answer arrives. autocannon, as for the catalogue: a load generator that costs little CPU of its own,
 * which matters when it shares the machine's cores with the API and PostgreSQL. The rate is timed here,
 * up to the last answer: autocannon only notices it is done at its next one-second tick.
 */
async function fireSubmits(base, drafts, clients) {
  let next = 0;
  let lastAnswerAt = 0;
  const startedAt = performance.now();
  const result = await load(base, {
    connections: clients,
    amount: drafts.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const draft = drafts[next++];
          return {
            ...request,
            path: `/api/rentals/${draft.id}/submit`,
            headers: { authorization: `Bearer ${draft.token}` },
          };
        },
        onResponse: () => {
          lastAnswerAt = performance.now();
        },
      },
    ],
  });
  return { latency: result.latency, perSecond: (drafts.length * 1000) / (lastAnswerAt - startedAt) };
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
    const product = await startProduct({ DATABASE_URL: database.url });
    try {
      const tokens = [];
      for (let index = 0; index < CUSTOMERS; index += 1) tokens.push(await readyCustomer(product.url, index));
      const measured = CONNECTIONS * SUBMITS_PER_CLIENT;
      const drafts = await prepareDrafts(product.url, tokens, WARM_UP_SUBMITS + measured);
      await fireSubmits(product.url, drafts.slice(0, WARM_UP_SUBMITS), CONNECTIONS);
      const run = await fireSubmits(product.url, drafts.slice(WARM_UP_SUBMITS), CONNECTIONS);
      const { p50, p99, max } = run.latency;
      const ok = p99 <= TARGET_P99_MS;
      row(
        `submit: ${measured} envios, ${CONNECTIONS} clientes simultâneos`,
        `${run.perSecond.toFixed(0)} envios/s`,
      );
      row('submit: p50 latency', `${p50} ms`);
      row(`submit: p99 latency (target ≤ ${TARGET_P99_MS} ms)`, `${p99} ms ${ok ? '✔' : '✖'}`);
      row('submit: max latency', `${max} ms`);
      return ok;
    } finally {
      await product.stop();
    }
  } finally {
    await database.drop();
  }
}
