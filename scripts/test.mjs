// `npm test`: lint, type-check, unit, API (PGlite, then PostgreSQL when TEST_DATABASE_URL is set)
// and browser tests. Installs dependencies, and Debian's Chromium, zbar-tools, poppler-utils,
// librsvg2-bin (the barcode read-back tests) and qpdf (the PDF checks) when running as root.
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { CHROMIUM_PATH } from './chromium.mjs';
import { ensureBuilt, ensureDependencies, isRoot, root, run, runOrExit } from './lib.mjs';

async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (!isRoot()) {
    console.warn(
      `⚠ ${CHROMIUM_PATH} não encontrado e sem permissão de root para instalá-lo: testes de navegador ignorados.`,
    );
    return false;
  }
  console.log('▸ Instalando Chromium (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await runOrExit('apt-get', ['update', '-qq'], { env });
  await runOrExit('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
  return true;
}

// pdftoppm rasterizes a PDF (pdftotext, from the same package, reads its text), rsvg-convert an SVG (the
// Pix QR code); zbarimg decodes the barcodes in the images; qpdf checks every PDF's structure.
const BARCODE_TOOLS = {
  '/usr/bin/zbarimg': 'zbar-tools',
  '/usr/bin/pdftoppm': 'poppler-utils',
  '/usr/bin/rsvg-convert': 'librsvg2-bin',
  '/usr/bin/qpdf': 'qpdf',
};

async function ensureBarcodeTools() {
  const missing = Object.entries(BARCODE_TOOLS)
    .filter(([path]) => !existsSync(path))
    .map(([, name]) => name);
  if (missing.length === 0) return;
  if (!isRoot()) {
    console.warn(
      `⚠ ${missing.join(', ')} não instalado e sem permissão de root para instalá-lo: os testes que leem códigos de barras vão falhar.`,
    );
    return;
  }
  console.log(`▸ Instalando ${missing.join(', ')} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await runOrExit('apt-get', ['update', '-qq'], { env });
  await runOrExit('apt-get', ['install', '-y', '-qq', ...missing], { env });
}

const step = (title) => console.log(`\n━━ ${title} ━━`);

/**
 * `npm run typecheck`'s commands (one `tsc -p` per package, joined by &&) side by side: the packages are
 * checked independently and tsc uses one core, so on two cores this takes about the longest one's time.
 */
async function typecheck() {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const commands = scripts.typecheck.split('&&').map((command) => command.trim());
  const env = {
    ...process.env,
    PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH}`,
  };
  const codes = await Promise.all(commands.map((command) => run('sh', ['-c', command], { env })));
  const failed = commands.filter((_, index) => codes[index] !== 0);
  if (failed.length === 0) return;
  console.error(`\n✖ ${failed.join(', ')} falhou`);
  process.exit(1);
}

await ensureDependencies();
const hasBrowser = await ensureChromium();
await ensureBarcodeTools();

step('Lint (Biome)');
await runOrExit('npx', ['biome', 'ci', '--colors=off', '.']);

step('Files of 400 lines at most');
await runOrExit('npm', ['run', 'lint:length']);

step('Module walls (dependency-cruiser)');
await runOrExit('npm', ['run', 'lint:walls']);

step('Type-check (tsc)');
await typecheck();

step('Unit tests (domain, web)');
await runOrExit('npx', [
  'vitest',
  'run',
  '--project',
  'domain',
  '--project',
  'web',
  '--project',
  'web-isolated',
]);

step('API tests on PGlite');
await runOrExit('npx', ['vitest', 'run', '--project', 'api'], {
  env: { ...process.env, TEST_DATABASE_URL: '' },
});

if (process.env.TEST_DATABASE_URL) {
  step(`API tests on PostgreSQL (${process.env.TEST_DATABASE_URL})`);
  // The product the browser tests run is built meanwhile: these tests mostly wait on the database, so
  // the build's minute of CPU fits beside them (they never read the build: the pages they render are
  // built for them in a folder of their own).
  const building = hasBrowser ? ensureBuilt({ quiet: true }) : Promise.resolve();
  // Only the files that open a database (scripts/database-test-files.mjs): the others ran above.
  const { databaseTestFiles } = await import('./database-test-files.mjs');
  await runOrExit('npx', ['vitest', 'run', '--project', 'api', ...(await databaseTestFiles())]);
  await building;
}

if (hasBrowser) {
  step('Browser tests (Chromium)');
  await ensureBuilt();
  // The screens are saved for a person to look at (`npm run test:e2e`); here only when asked.
  await runOrExit('npx', ['vitest', 'run', '--project', 'e2e'], {
    env: { ...process.env, E2E_SCREENSHOTS: process.env.E2E_SCREENSHOTS ?? 'false' },
  });
}

console.log('\n✔ Todos os testes passaram.');
