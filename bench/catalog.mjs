// GET /api/projects and an availability query against a bare node:http server answering the same bytes
// (status line, headers and body), measured side by side in one run (autocannon, 50 connections). The
// same twin answering the body alone is measured too, for reference: the security headers every
// response carries are part of what a client receives and parses. The machine's speed drifts from one
// second to the next (a shared virtual machine), so the three are measured in short turns, many rounds
// in alternating order; each ratio is the median of the rounds' ratios, so what drifts, drifts for
// both sides of it.
import { fetchRaw, load, median, row, startBareTwin } from './support.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
/**
 * The unit page's reads (availability, its calendar's taken nights, the quote) against a bare server: as fast as
 * the list's (issue 30; issue 21 asked 0.6).
 */
const AVAILABILITY_TARGET = 0.8;

/** A 10-night stay with one covered car spot, as the unit page asks it. */
export const quoteRequest = (modalityId) => ({
  modalityId,
  start: '2027-03-10',
  end: '2027-03-20',
  carSpots: { common: 0, covered: 1 },
});
const TURN_SECONDS = 2;

/** Requests per second over the whole turn. */
const rateOf = (result) => result.requests.total / result.duration;

/**
 * `request` (autocannon's method, headers and body; a GET by default) against its bare twins. Returns
 * whether the ratio reaches `target`.
 */
async function compare(label, url, target, request = {}) {
  // As autocannon asks: no Accept-Encoding, so the answer is not compressed.
  const sample = await fetchRaw(url, request);
  const twin = await startBareTwin(sample.body, sample.headers);
  const bodyOnly = await startBareTwin(sample.body, { 'content-type': sample.headers['content-type'] });
  try {
    // One second each first, uncounted: the server is measured warm, as it runs in production.
    for (const target of [url, twin.url, bodyOnly.url]) await load(target, { ...request, duration: 1 });
    const rates = { ours: [], bare: [], bodyOnly: [] };
    const p99s = [];
    const turns = [
      async () => {
        const ours = await load(url, { ...request, duration: TURN_SECONDS });
        rates.ours.push(rateOf(ours));
        p99s.push(ours.latency.p99);
      },
      async () => rates.bare.push(rateOf(await load(twin.url, { ...request, duration: TURN_SECONDS }))),
      async () =>
        rates.bodyOnly.push(rateOf(await load(bodyOnly.url, { ...request, duration: TURN_SECONDS }))),
    ];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const turn of round % 2 === 0 ? turns : [...turns].reverse()) await turn();
    }
    const [ours, bare, bareBodyOnly] = [median(rates.ours), median(rates.bare), median(rates.bodyOnly)];
    // Each round's ratio, sorted: the first and last show how far the rounds spread (the machine's drift).
    const roundRatios = (twinRates) =>
      rates.ours.map((rate, round) => rate / twinRates[round]).sort((a, b) => a - b);
    const spread = roundRatios(rates.bare);
    const ratio = median(spread);
    row(`${label}: ours req/s (median of ${ROUNDS})`, ours.toFixed(0));
    row(`${label}: bare node:http, same headers and body`, bare.toFixed(0));
    row(
      `${label}: ratio (target ≥ ${target})`,
      `${ratio.toFixed(2)}× ${ratio >= target ? '✔' : '✖'} (rounds ${spread[0].toFixed(2)}× to ${spread.at(-1).toFixed(2)}×)`,
    );
    row(
      `${label}: bare node:http, body only (ratio)`,
      `${bareBodyOnly.toFixed(0)} (${median(roundRatios(rates.bodyOnly)).toFixed(2)}×)`,
    );
    row(`${label}: ours p99 latency`, `${median(p99s)} ms`);
    return ratio >= target;
  } finally {
    await twin.stop();
    await bodyOnly.stop();
  }
}

export async function benchCatalog(product) {
  console.log(`\n── Catálogo (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}) ──`);
  const list = await (await fetch(`${product.url}/api/projects`)).json();
  const project = list.items[0];
  const modality = project.modalities[0];
  const okList = await compare('GET /api/projects', `${product.url}/api/projects`, 0.8);
  const availability = `${product.url}/api/projects/${project.id}/modalities/${modality.id}/availability?start=2027-03-10&end=2027-03-20`;
  const okAvailability = await compare('GET availability', availability, AVAILABILITY_TARGET);
  // The unit page's other two reads: the nights its calendar greys out, and the quote of the stay picked.
  const unavailable = `${product.url}/api/projects/${project.id}/modalities/${modality.id}/unavailable-dates?from=2027-03-01&to=2027-04-30`;
  const okUnavailable = await compare('GET unavailable-dates', unavailable, AVAILABILITY_TARGET);
  const okQuote = await compare('POST /api/quotes', `${product.url}/api/quotes`, AVAILABILITY_TARGET, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(quoteRequest(modality.id)),
  });
  return okList && okAvailability && okUnavailable && okQuote;
}
