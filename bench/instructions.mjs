// `npm run bench:instructions`: the catalogue reads of bench/catalog.mjs counted in CPU instructions
// instead of seconds. This machine's speed drifts by ±30% from one second to the next, which hides any
// change smaller than that in a throughput ratio; valgrind's callgrind counts the instructions each
// request costs, the same on every run, so it tells whether a change to our code made a request cheaper
// and by how much. The product and its bare node:http twin run under callgrind; only the main thread is
// counted (the JavaScript, Node's HTTP parser and writes; V8's compiler and collector threads run beside
// it, at their own pace), from the moment both are warm. The kernel's work, sending the bytes, is not
// counted: it is the same for both, so for a large body (the project list) the throughput ratio of
// `npm run bench` is well above this one, and for a small one (availability) the two are close.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, ensureDependencies, root } from '../scripts/lib.mjs';
import { quoteRequest } from './catalog.mjs';
import { answersHealthy, fetchRaw, load, row } from './support.mjs';

// As many warm-up requests as measured ones: with a third as many, V8 is still compiling the hot path and
// both counts come out some 30% higher.
const REQUESTS = Number(process.env.BENCH_INSTRUCTION_REQUESTS ?? 3000);
const STARTUP_TIMEOUT_MS = 10 * 60_000;

/** valgrind names its control pipes after HOST; callgrind_control must see the same value. */
const CONTROL_ENV = { ...process.env, HOST: '127.0.0.1' };

function hasValgrind() {
  return spawnSync('valgrind', ['--version']).status === 0;
}

/**
 * `node <args>` under callgrind, counting nothing until told to. The product is ready once `healthPath`
 * answers on `port`; the bare twin (bench/bare-twin.mjs) is sent its bytes and reports its own port.
 */
async function startCounted(args, { port, healthPath, twinBytes }) {
  const dir = mkdtempSync(join(tmpdir(), 'estadia-callgrind-'));
  const child = spawn(
    'valgrind',
    [
      '--tool=callgrind',
      '--instr-atstart=no',
      '--separate-threads=yes',
      `--callgrind-out-file=${join(dir, 'callgrind.out')}`,
      process.execPath,
      ...args,
    ],
    {
      cwd: root,
      env: { ...CONTROL_ENV, PORT: String(port), DATA_DIR: dir },
      stdio: ['ignore', 'ignore', 'ignore', ...(twinBytes ? ['ipc'] : [])],
    },
  );
  const failed = (why) => {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    return new Error(`${args.join(' ')} ${why} sob o valgrind`);
  };
  let url = `http://127.0.0.1:${port}`;
  if (twinBytes) {
    const reply = new Promise((resolve) => child.once('message', resolve));
    child.send(twinBytes);
    const twin = await Promise.race([reply, new Promise((r) => setTimeout(r, STARTUP_TIMEOUT_MS).unref())]);
    if (!twin) throw failed('não respondeu');
    url = `http://127.0.0.1:${twin.port}`;
  } else if (!(await answersHealthy(`${url}${healthPath}`, child, STARTUP_TIMEOUT_MS, 1000))) {
    throw failed('não respondeu');
  }
  const control = (option) => {
    const result = spawnSync('callgrind_control', [option, String(child.pid)], { env: CONTROL_ENV });
    if (result.status !== 0) throw new Error(`callgrind_control ${option}: ${result.stderr}`);
  };
  let dumps = 0;
  return {
    url,
    /** Main-thread instructions per request of `path` (autocannon's `request` options), measured warm. */
    async instructionsPerRequest(path, request = {}) {
      await load(`${url}${path}`, { ...request, amount: REQUESTS, timeout: 120 });
      control('--instr=on');
      await load(`${url}${path}`, { ...request, amount: REQUESTS, timeout: 120 });
      control('--instr=off');
      control('--dump');
      dumps += 1;
      // The main thread's file of this dump, once written whole (its totals line comes last).
      const mainThread = join(dir, `callgrind.out.${dumps}-01`);
      const deadline = Date.now() + 60_000;
      const readTotals = () =>
        existsSync(mainThread) ? /^totals: (\d+)$/m.exec(readFileSync(mainThread, 'utf8')) : null;
      let totals = readTotals();
      while (totals === null && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        totals = readTotals();
      }
      if (totals === null) throw new Error(`${mainThread} sem contagem`);
      return Number(totals[1]) / REQUESTS;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function compare(product, label, path, request = {}) {
  const sample = await fetchRaw(`${product.url}${path}`, request);
  const ours = await product.instructionsPerRequest(path, request);
  const twin = await startCounted(['bench/bare-twin.mjs'], {
    twinBytes: { body: sample.body.toString('base64'), headers: sample.headers },
  });
  try {
    const bare = await twin.instructionsPerRequest('/', request);
    row(`${label}: ours, instructions per request`, Math.round(ours).toLocaleString('pt-BR'));
    row(`${label}: bare node:http, same bytes`, Math.round(bare).toLocaleString('pt-BR'));
    row(`${label}: ratio bare ÷ ours`, `${(bare / ours).toFixed(2)}×`);
  } finally {
    await twin.stop();
  }
}

await ensureDependencies();
await ensureBuilt();
if (!hasValgrind()) {
  console.log('Ignorado: instale o valgrind (pacote Debian valgrind) para contar instruções.');
} else {
  console.log(`\n── Catálogo em instruções (PGlite, callgrind, ${REQUESTS} requisições aquecidas) ──`);
  const port = 5100 + Math.floor(Math.random() * 400);
  const product = await startCounted(['apps/api/dist/server.js'], { port, healthPath: '/api/healthz' });
  try {
    const { items } = await (await fetch(`${product.url}/api/projects`)).json();
    const [project] = items;
    const [modality] = project.modalities;
    await compare(product, 'GET /api/projects', '/api/projects');
    await compare(
      product,
      'GET availability',
      `/api/projects/${project.id}/modalities/${modality.id}/availability?start=2027-03-10&end=2027-03-20`,
    );
    await compare(
      product,
      'GET unavailable-dates',
      `/api/projects/${project.id}/modalities/${modality.id}/unavailable-dates?from=2027-03-01&to=2027-04-30`,
    );
    await compare(product, 'POST /api/quotes', '/api/quotes', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(quoteRequest(modality.id)),
    });
  } finally {
    await product.stop();
  }
}
