// What the submission and confirmation benchmarks prepare through the API, as customers would: a
// database of their own, customers with complete profiles, and drafts on distinct apartments and dates.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const DRAFTS_AT_ONCE = 8;

/** The database to run on: BENCH_DATABASE_URL, or a fresh one on the local server; undefined to skip. */
export async function openBenchDatabase() {
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

/**
 * One request to the API. `address`, when given, is the client's address as a proxy forwards it
 * (X-Forwarded-For): the server trusts it only from a proxy listed in its TRUST_PROXY.
 */
export async function call(base, method, path, { token, json, body, address } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (address) headers['x-forwarded-for'] = address;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: json !== undefined ? JSON.stringify(json) : body,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

export async function expectStatus(promise, status, what) {
  const response = await promise;
  if (response.status !== status)
    throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function uploadDocument(base, token, address) {
  const form = new FormData();
  form.append('file', new Blob([SAMPLE_PDF], { type: 'application/pdf' }), 'documento.pdf');
  const body = await expectStatus(
    call(base, 'POST', '/api/upload', { token, body: form, address }),
    201,
    'upload',
  );
  return body.fileName;
}

/**
 * A customer signed up through the API, with the three profile sections filled in; its requests come
 * from `address` when given (see `call`).
 */
export async function readyCustomer(base, index, address) {
  const { token } = await expectStatus(
    call(base, 'POST', '/api/auth/signup', {
      address,
      json: {
        name: `Cliente Bench ${index + 1}`,
        email: `bench.${randomBytes(6).toString('hex')}@exemplo.com.br`,
        password: `pão de queijo ${randomBytes(6).toString('hex')}`,
      },
    }),
    201,
    'cadastro',
  );
  const [cpfFileName, rgFileName] = [
    await uploadDocument(base, token, address),
    await uploadDocument(base, token, address),
  ];
  await expectStatus(
    call(base, 'PATCH', '/api/me', {
      token,
      address,
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

/**
 * The product's limits on one customer (decision 0023), which a benchmark's customers stay within, as
 * real ones do: held rentals with nothing paid, submissions an hour, charges created an hour.
 */
export const CUSTOMER_LIMITS = { unpaidHolds: 3, submissionsPerHour: 20, chargesPerHour: 20 };

/** Sign-ups are limited per client address (10 an hour): as many clients behind one proxy. */
export const TRUST_PROXY = '127.0.0.1';

/**
 * Addresses of the benchmarking range (198.18.0.0/15, RFC 2544), from a random start: a run on a
 * reused BENCH_DATABASE_URL, whose per-address counters outlive the run, starts elsewhere.
 */
function clientAddresses() {
  const size = 2 ** 17;
  const start = Math.floor(Math.random() * size);
  return (index) => {
    const offset = (start + index) % size;
    return `198.${18 + (offset >> 16)}.${(offset >> 8) & 255}.${offset & 255}`;
  };
}

/**
 * `count` customers ready to rent, each signed up from an address of its own (TRUST_PROXY); prepared
 * `atOnce` at a time, as sign-up hashes each password with scrypt, a few at once on the server.
 */
export async function readyCustomers(base, count, atOnce = 4) {
  const address = clientAddresses();
  const tokens = new Array(count);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++)
      tokens[index] = await readyCustomer(base, index, address(index));
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, count) }, worker));
  return tokens;
}

export function isoDaysFromToday(days) {
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
export async function prepareDrafts(base, tokens, count) {
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
