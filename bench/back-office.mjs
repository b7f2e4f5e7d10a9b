// The back-office (the admin build, served under /admin/): (a) the gzipped JavaScript a first visit to
// /admin/login downloads, measured as bench/web.mjs measures /home, against a budget of 175 KB;
// (b) how long the Calendário takes to show a project of 50 apartments over 90 nights in headless
// Chromium, from the navigation's start to the grid's 50 rows on screen (median of 5 loads, cache
// disabled; BENCH_CALENDAR_LOADS changes the count, BENCH_DEBUG=1 prints each load's requests).
//
// It runs its own server on a PGlite database of its own, with an administrator (ADMIN_EMAIL): the
// server is started once to migrate and seed the catalogue, stopped, given a 50-apartment project by
// SQL (no API creates projects), and started again; rentals and blocks are then made through the API,
// as customers and staff make them.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { root } from '../scripts/lib.mjs';
import {
  CUSTOMER_LIMITS,
  call,
  expectStatus,
  isoDaysFromToday,
  readyCustomers,
  TRUST_PROXY,
} from './fixtures.mjs';
import { answersHealthy, median, row } from './support.mjs';
import { gzippedSizes } from './web.mjs';

const RENDER_BUDGET_MS = 1000;
// The back-office's own budget: the customer's entry (shared) plus the login form and what it validates
// with, measured at 168 KB when the back-office was built; the margin lets a screen grow, not the login.
const JS_BUDGET_BYTES = 175 * 1024;
const APARTMENTS = 50;
const NIGHTS = 90;
const LOADS = Number(process.env.BENCH_CALENDAR_LOADS ?? 5);
const ADMIN = { email: 'bench.admin@estadia.com.br', password: 'Bench#admin-2026-calendario' };

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The built server on `dataDir`, with the bench's administrator; resolves once healthy. */
async function startServer(dataDir) {
  const logFile = join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Behind a proxy, as in production: each customer signs up from an address of its own.
    TRUST_PROXY,
  };
  // Always the embedded database in `dataDir`, which the bench writes the project into.
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  if (!(await answersHealthy(`${url}/api/healthz`, child, 60_000))) {
    child.kill('SIGTERM');
    await exited;
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n');
    throw new Error(`o servidor não respondeu em ${url}/api/healthz:\n${tail}`);
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const PHOTO = {
  url: '/photos/santa-monica/fachada.webp',
  alt: 'Fachada do Estadia Bench',
  width: 1200,
  height: 800,
};

/**
 * A project of APARTMENTS apartments (5 blocks × 10 floors, one modality), written straight into the
 * stopped server's PGlite directory. Returns its id.
 */
async function insertBenchProject(dataDir) {
  const db = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { btree_gist } });
  try {
    return await db.transaction(async (tx) => {
      const {
        rows: [project],
      } = await tx.query(
        `insert into projects (slug, name, description, address, neighborhood, city, state_initials, lat, lng,
           photos, amenities, common_spot_daily_cents, covered_spot_daily_cents)
         values ('estadia-bench', 'Estadia Bench', 'Empreendimento do benchmark do calendário.',
           'Av. Segismundo Pereira, 1', 'Santa Mônica', 'Uberlândia', 'MG', -18.92, -48.25, $1, '[]', 1500, 2500)
         returning id`,
        [JSON.stringify([PHOTO])],
      );
      const {
        rows: [modality],
      } = await tx.query(
        `insert into modalities (project_id, name, description, bedrooms, area_m2, max_occupants,
           price_short_period, price_long_period, dynamic_prices, photos)
         values ($1, 'Studio', 'Studio do benchmark.', 0, 24, 2, 159, 2890, null, $2)
         returning id`,
        [project.id, JSON.stringify([PHOTO])],
      );
      const blocks = ['A', 'B', 'C', 'D', 'E'];
      const floors = APARTMENTS / blocks.length;
      for (const block of blocks) {
        for (let floor = 1; floor <= floors; floor += 1) {
          await tx.query(
            'insert into apartments (project_id, modality_id, block, floor, number) values ($1, $2, $3, $4, $5)',
            [project.id, modality.id, block, floor, `${floor}01`],
          );
        }
      }
      return project.id;
    });
  } finally {
    await db.close();
  }
}

/**
 * Stays over the 90 nights, through the API: rentals sent by customers (waiting for approval or
 * approved) on most apartments, and a staff block on every third one. Nobody pays, so each customer
 * sends at most 3 (the cap on unpaid holds, CUSTOMER_LIMITS): 28 customers for the 82 rentals.
 */
async function fillCalendar(base, projectId) {
  const { token: admin } = await expectStatus(
    call(base, 'POST', '/api/auth/login', { json: ADMIN }),
    200,
    'login da administração',
  );
  const { apartments } = await expectStatus(
    call(
      base,
      'GET',
      `/api/admin/projects/${projectId}/calendar?from=${isoDaysFromToday(0)}&to=${isoDaysFromToday(1)}`,
      {
        token: admin,
      },
    ),
    200,
    'calendário',
  );
  const staysOf = (index) => {
    const stays = [];
    if (index % 5 !== 4) stays.push([1 + (index % 7), 3 + (index % 6)]);
    if (index % 2 === 0) stays.push([20 + (index % 9), 5 + (index % 11)]);
    if (index % 3 === 1) stays.push([55 + (index % 5), 14]);
    return stays;
  };
  const stayCount = apartments.reduce((sum, _, index) => sum + staysOf(index).length, 0);
  const customers = await readyCustomers(base, Math.ceil(stayCount / CUSTOMER_LIMITS.unpaidHolds));
  let rentals = 0;
  let blocks = 0;
  for (const [index, apartment] of apartments.entries()) {
    for (const [offset, nights] of staysOf(index)) {
      const token = customers[rentals % customers.length];
      const draft = await expectStatus(
        call(base, 'POST', '/api/rentals', {
          token,
          json: {
            apartmentId: apartment.id,
            modalityId: apartment.modalityId,
            interval: { start: isoDaysFromToday(offset), end: isoDaysFromToday(offset + nights) },
          },
        }),
        201,
        'rascunho',
      );
      await expectStatus(call(base, 'POST', `/api/rentals/${draft.id}/submit`, { token }), 200, 'envio');
      rentals += 1;
    }
    if (index % 3 === 0) {
      await expectStatus(
        call(base, 'POST', `/api/admin/apartments/${apartment.id}/blocks`, {
          token: admin,
          json: {
            start: isoDaysFromToday(40 + (index % 8)),
            end: isoDaysFromToday(44 + (index % 8)),
            reason: 'Manutenção',
          },
        }),
        201,
        'bloqueio',
      );
      blocks += 1;
    }
  }
  return { rentals, blocks };
}

/** One cold visit to /admin/login (fresh context, cache disabled): the scripts it requested. */
async function loginScripts(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scripts.set(requestId, response.url);
  });
  await page.goto(`${base}/admin/login`, { waitUntil: 'load' });
  // The login arrives rendered by the server: its scripts are all in once the app has taken it over.
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await context.close();
  return [...scripts.values()];
}

/**
 * Installed before the page's own scripts: notes `performance.now()` (milliseconds since the
 * navigation started) when the grid holds its rows, and again once the frame that shows them is done.
 */
function watchForGrid(rows) {
  const observer = new MutationObserver(() => {
    const grid = document.querySelector('[role="grid"][data-ready]');
    if (!grid || grid.querySelectorAll('[role="row"][data-apartment-id]').length < rows) return;
    observer.disconnect();
    window.__gridRendered = performance.now();
    // The frame's style, layout and paint run after its animation callbacks: a task posted from one
    // runs once the frame is done.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        window.__gridPainted = performance.now();
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Logs in through the form, then loads the calendar LOADS times (cache disabled): ms until painted. */
async function calendarLoads(browser, base, projectId) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Senha').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/admin\/painel/);
  await page.addInitScript(watchForGrid, APARTMENTS);
  const url = `${base}/admin/calendario?project=${projectId}&from=${isoDaysFromToday(0)}&nights=${NIGHTS}`;
  const times = [];
  try {
    for (let load = 0; load < LOADS; load += 1) {
      // The same tab each time: the session lives in its sessionStorage.
      await page.goto(url);
      await page.waitForFunction(() => window.__gridPainted !== undefined, null, { timeout: 30_000 });
      times.push(
        await page.evaluate(() => ({ rendered: window.__gridRendered, painted: window.__gridPainted })),
      );
      if (process.env.BENCH_DEBUG)
        console.log(
          await page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .map(
                (entry) =>
                  `${Math.round(entry.startTime)}-${Math.round(entry.responseEnd)} ${entry.name.replace(location.origin, '')}`,
              )
              .join('\n'),
          ),
        );
    }
    const cells = await page.locator('[role="gridcell"]').count();
    if (cells !== APARTMENTS * NIGHTS)
      throw new Error(`a grade tem ${cells} células, e não ${APARTMENTS * NIGHTS}`);
  } finally {
    await context.close();
  }
  return times;
}

export async function benchBackOffice() {
  console.log('\n── Back-office: primeira visita a /admin/login e o Calendário (PGlite) ──');
  const dataDir = mkdtempSync(join(tmpdir(), 'estadia-bench-admin-'));
  let server;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // First start: migrations, the catalogue and the administrator. Then the project, by SQL.
    await (await startServer(dataDir)).stop();
    const projectId = await insertBenchProject(dataDir);
    server = await startServer(dataDir);
    const { rentals, blocks } = await fillCalendar(server.url, projectId);

    const scripts = await loginScripts(browser, server.url);
    const gzipBytes = await gzippedSizes(scripts);
    row('/admin/login: arquivos JavaScript na primeira visita', String(scripts.length));
    const jsOk = gzipBytes <= JS_BUDGET_BYTES;
    row(
      `/admin/login: JavaScript em gzip (meta ≤ ${kb(JS_BUDGET_BYTES)})`,
      `${kb(gzipBytes)} ${jsOk ? '✔' : '✖'}`,
    );

    const loads = await calendarLoads(browser, server.url, projectId);
    const painted = median(loads.map((load) => load.painted));
    const rendered = median(loads.map((load) => load.rendered));
    const renderOk = painted <= RENDER_BUDGET_MS;
    const label = `Calendário: ${APARTMENTS} aptos × ${NIGHTS} noites (${rentals} locações, ${blocks} bloqueios)`;
    row(label, `${APARTMENTS * NIGHTS} células`);
    row(
      `Calendário: da navegação às ${APARTMENTS} linhas na tela (mediana de ${LOADS}; meta ≤ ${RENDER_BUDGET_MS} ms)`,
      `${Math.round(painted)} ms ${renderOk ? '✔' : '✖'}`,
    );
    row('Calendário: linhas no DOM (mediana), antes do quadro', `${Math.round(rendered)} ms`);
    row(
      'Calendário: cada carga (linhas no DOM / na tela)',
      loads.map((load) => `${Math.round(load.rendered)}/${Math.round(load.painted)} ms`).join(', '),
    );
    return renderOk && jsOk;
  } finally {
    await browser.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// `node bench/back-office.mjs` measures the back-office alone (after `npm run build`).
if (import.meta.url === `file://${process.argv[1]}`) await benchBackOffice();
