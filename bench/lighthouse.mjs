// Lighthouse on the public pages and /admin/login, in its default mobile profile (a mid-range phone on
// slow 4G, simulated), with the system Chromium: each page's performance over the runs (minimum, median,
// maximum), the median run's Largest Contentful Paint and Total Blocking Time, and the other three scores,
// against issue 30's targets. Part of `npm run bench`, never of `npm test`.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { row } from './support.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/**
 * Each page is measured this many times and its median performance run kept: Lighthouse's own advice
 * (docs/variability.md: the median of five runs halves the spread). With three, one run whose hydration
 * landed on a busy moment (Total Blocking Time 590 ms against the usual 150–260) decided a page's figure.
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
/** Only the pages whose path starts with one of these (comma-separated), to measure a change quickly. */
const ONLY = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);

const STATIC_PAGES = [
  '/home',
  '/projetos',
  '/faq',
  '/termos-e-politica',
  '/politica-cancelamento',
  '/regulamento-interno',
  '/reserva-corporativa',
  '/login',
  '/cadastro',
  '/recuperar-senha',
];

/** The first modality page the sitemap lists: one unit page stands for all (same screen, same data). */
async function unitPage(url) {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const match = sitemap.match(/<loc>([^<]*\/modalidade\/[^<]*)<\/loc>/);
  return match ? new URL(match[1]).pathname : undefined;
}

/**
 * What a page must reach (issue 30): performance ≥ 97 at the median and no run under 93, LCP ≤ 2.5 s and TBT ≤
 * 150 ms at the median; accessibility, best practices and SEO 100 (/admin/login is held to performance only).
 */
const TARGETS = { medianPerformance: 97, worstPerformance: 93, lcpMs: 2500, tbtMs: 150 };

function metTargets(path, runs, median) {
  const worst = Math.min(...runs.map((run) => run.scores.performance));
  const speed =
    median.scores.performance >= TARGETS.medianPerformance &&
    worst >= TARGETS.worstPerformance &&
    median.lcpMs <= TARGETS.lcpMs &&
    median.tbtMs <= TARGETS.tbtMs;
  if (path === '/admin/login') return speed;
  return speed && ['accessibility', 'best-practices', 'seo'].every((id) => median.scores[id] === 100);
}

async function audit(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  const { categories, audits, runtimeError } = result.lhr;
  // A run Lighthouse could not finish (its own error code) has no score: it is told apart, not counted as 0.
  if (runtimeError?.code) return { error: runtimeError.code };
  const failing = Object.values(audits)
    .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
    .map((entry) => entry.id);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    failing,
  };
}

const median = (runs) =>
  [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)];

export async function benchLighthouse({ url }) {
  const { default: packageJson } = await import('lighthouse/package.json', { with: { type: 'json' } });
  console.log(
    `\n▸ Lighthouse ${packageJson.version} (perfil móvel, ${RUNS} execuções por página: desempenho mínimo · mediano · máximo)`,
  );
  const unit = await unitPage(url);
  const pages = [
    ...STATIC_PAGES.slice(0, 2),
    ...(unit ? [unit] : []),
    ...STATIC_PAGES.slice(2),
    '/admin/login',
  ].filter((path) => ONLY.length === 0 || ONLY.some((prefix) => path.startsWith(prefix)));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  let allMet = true;
  try {
    for (const path of pages) {
      const attempts = [];
      for (let run = 0; run < RUNS; run += 1) attempts.push(await audit(chrome.port, `${url}${path}`));
      const errors = attempts.filter((attempt) => attempt.error).map((attempt) => attempt.error);
      const runs = attempts.filter((attempt) => !attempt.error);
      if (runs.length === 0) {
        allMet = false;
        row(`✖ ${path}`, `nenhuma execução terminou: ${errors.join(', ')}`);
        continue;
      }
      const middle = median(runs);
      const { scores, lcpMs, tbtMs, failing } = middle;
      const met = errors.length === 0 && metTargets(path, runs, middle);
      allMet &&= met;
      const name = path.startsWith('/projeto/') ? '/projeto/…/modalidade/…' : path;
      const performance = runs.map((run) => run.scores.performance);
      row(
        `${met ? '✔' : '✖'} ${name}`,
        `desempenho ${Math.min(...performance)} · ${scores.performance} · ${Math.max(...performance)} · LCP ${(lcpMs / 1000).toFixed(2)} s · TBT ${Math.round(tbtMs)} ms · acessibilidade ${scores.accessibility} · boas práticas ${scores['best-practices']} · SEO ${scores.seo}`,
      );
      if (failing.length > 0) console.log(`    auditorias a corrigir: ${failing.join(', ')}`);
      if (errors.length > 0)
        console.log(`    ${errors.length} de ${RUNS} execuções não terminaram: ${errors.join(', ')}`);
    }
  } finally {
    await chrome.kill();
  }
  return allMet;
}
