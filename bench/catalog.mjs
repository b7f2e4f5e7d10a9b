// GET /api/projects and an availability query against a bare node:http server answering the same bytes,
// measured side by side in one run (autocannon, 50 connections).
import { load, row, startBareTwin } from './support.mjs';

async function compare(label, url, target) {
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  const twin = await startBareTwin(body, response.headers.get('content-type') ?? 'application/json');
  try {
    const ours = await load(url);
    const bare = await load(twin.url);
    const ratio = ours.requests.average / bare.requests.average;
    row(`${label}: ours req/s`, ours.requests.average.toFixed(0));
    row(`${label}: bare node:http req/s`, bare.requests.average.toFixed(0));
    row(`${label}: ratio (target ≥ ${target})`, `${ratio.toFixed(2)}× ${ratio >= target ? '✔' : '✖'}`);
    row(`${label}: ours p99 latency`, `${ours.latency.p99} ms`);
    return ratio >= target;
  } finally {
    await twin.stop();
  }
}

export async function benchCatalog(product) {
  console.log(`\n── Catálogo (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}) ──`);
  const list = await (await fetch(`${product.url}/api/projects`)).json();
  const project = list.items[0];
  const modality = project.modalities[0];
  const okList = await compare('GET /api/projects', `${product.url}/api/projects`, 0.8);
  const availability = `${product.url}/api/projects/${project.id}/modalities/${modality.id}/availability?start=2027-03-10&end=2027-03-20`;
  const okAvailability = await compare('GET availability', availability, 0.5);
  return okList && okAvailability;
}
