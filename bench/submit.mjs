// Submitting a rental request on PostgreSQL: 50 concurrent clients each send submissions of prepared
// drafts (distinct apartments and dates, so every one should win), and the latency of each is measured
// (target: p99 ≤ 50 ms). Everything is prepared through the API, as customers would, within its limits.
// Beside ours, in alternating turns, a bare twin (bare-submit-twin.mjs) runs the same statements on the
// same database: what node:http and pg alone achieve on this machine.
import { availableParallelism } from 'node:os';
import { benchConfirmations, PAYMENTS } from './confirm.mjs';
import {
  CUSTOMER_LIMITS,
  openBenchDatabase,
  prepareDrafts,
  readyCustomers,
  TRUST_PROXY,
} from './fixtures.mjs';
import { CONNECTIONS, fetchRaw, load, median, row, startProduct, startTwin } from './support.mjs';

const TARGET_P99_MS = 50;
/** Measured submissions: ROUNDS turns of TURN_SUBMITS for ours and as many for the bare twin. */
const ROUNDS = 4;
const TURN_SUBMITS = Number(process.env.BENCH_SUBMITS_PER_TURN ?? 500);
/**
 * The pool of ours (DATABASE_POOL_SIZE) and of the twin: the PostgreSQL wiki's rule for a server on this
 * machine's cores, two connections per core. With the default 10 on 2 cores, PostgreSQL runs up to 10
 * backends for 2 cores and the slowest answers wait for the scheduler: p99 doubles, for both.
 */
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? availableParallelism() * 2);
/**
 * Submissions sent before the measured ones, at the same concurrency, so that those meet a server as it
 * runs in production: every pool connection open and its statements prepared, the code compiled.
 */
const WARM_UP_SUBMITS = 500;
/** Every submission of the run: the sample answer, then each side's warm-up and turns. */
const SUBMISSIONS = 1 + 2 * (WARM_UP_SUBMITS + ROUNDS * TURN_SUBMITS);
/**
 * Customers, each with SUBMISSIONS / CUSTOMERS drafts (round-robin). Nothing is paid before the last
 * submission, so each submitted draft holds its nights unpaid until then: at most 3 per customer
 * (CUSTOMER_LIMITS, 409 TOO_MANY_HOLDS past it), which also keeps each under 20 submissions and, paying
 * at most those, 20 charges created in the hour. With the defaults, 1,667 for 5,001 submissions.
 */
const DRAFTS_PER_CUSTOMER = Math.min(
  CUSTOMER_LIMITS.unpaidHolds,
  CUSTOMER_LIMITS.submissionsPerHour,
  CUSTOMER_LIMITS.chargesPerHour,
);
const CUSTOMERS = Math.ceil(SUBMISSIONS / DRAFTS_PER_CUSTOMER);
/** The key the benchmark signs its webhook deliveries with, as a payment provider would. */
const WEBHOOK_SECRET = 'bench-webhook-secret-0123456789abcdef';

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
  // What our API submitted is kept: real rentals, to be paid in the confirmation benchmark.
  const submitted = take(WARM_UP_SUBMITS);
  await fireSubmits(product.url, submitted, CONNECTIONS);
  await fireSubmits(twin.url, take(WARM_UP_SUBMITS), CONNECTIONS);
  const side = (url) => ({ url, latencies: [], rates: [] });
  const sides = { ours: side(product.url), bare: side(twin.url) };
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? [sides.ours, sides.bare] : [sides.bare, sides.ours];
    for (const side of order) {
      const turnDrafts = take(TURN_SUBMITS);
      if (side === sides.ours) submitted.push(...turnDrafts);
      const turn = await fireSubmits(side.url, turnDrafts, CONNECTIONS);
      side.latencies.push(...turn.latencies);
      side.rates.push(turn.perSecond);
    }
  }
  for (const side of Object.values(sides)) side.latencies.sort((a, b) => a - b);
  return { ...sides, submitted };
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
    if (PAYMENTS > WARM_UP_SUBMITS + ROUNDS * TURN_SUBMITS)
      throw new Error(`BENCH_PAYMENTS (${PAYMENTS}) passa das locações enviadas pela API`);
    const product = await startProduct({
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
      // Behind a proxy, as in production: each customer signs up from an address of its own.
      TRUST_PROXY,
    });
    try {
      const preparedAt = performance.now();
      const tokens = await readyCustomers(product.url, CUSTOMERS);
      row(
        `submit: clientes (≤ ${DRAFTS_PER_CUSTOMER} envios cada), cadastrados pela API`,
        `${CUSTOMERS} em ${((performance.now() - preparedAt) / 1000).toFixed(0)} s`,
      );
      const drafts = await prepareDrafts(product.url, tokens, SUBMISSIONS);
      const sample = await sampleAnswer(product.url, drafts.shift());
      const twin = await startTwin('bare-submit-twin.mjs', {
        databaseUrl: database.url,
        headers: sample.headers,
        body: sample.body.toString('base64'),
        poolSize: POOL_SIZE,
      });
      let ok;
      let submitted;
      try {
        const sides = await compareSubmits(product, twin, drafts);
        ok = report(sides.ours, sides.bare);
        submitted = sides.submitted;
      } finally {
        await twin.stop();
      }
      return (await benchConfirmations(product, submitted, WEBHOOK_SECRET, database.url)) && ok;
    } finally {
      await product.stop();
    }
  } finally {
    await database.drop();
  }
}
