// Lighthouse on the public pages and /admin/login, in its default mobile profile (a mid-range phone on
// slow 4G, simulated), with the system Chromium: the four scores and the Largest Contentful Paint of
// each page, against the targets of issue 21. Part of `npm run bench`, never of `npm test`.
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

/** What a page must reach: /admin/login is held to performance only (issue 21). */
function targetsFor(path) {
  if (path === '/admin/login') return { performance: 95 };
  return { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
}

async function audit(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  const { categories, audits } = result.lhr;
  const failing = Object.values(audits)
    .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
    .map((entry) => entry.id);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    failing,
  };
}

const median = (runs) =>
  [...runs].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(runs.length / 2)];

export async function benchLighthouse({ url }) {
  console.log(`\n▸ Lighthouse (perfil móvel, ${RUNS} execuções por página, mediana do desempenho)`);
  const unit = await unitPage(url);
  const pages = [
    ...STATIC_PAGES.slice(0, 2),
    ...(unit ? [unit] : []),
    ...STATIC_PAGES.slice(2),
    '/admin/login',
  ];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  let allMet = true;
  try {
    for (const path of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(chrome.port, `${url}${path}`));
      const { scores, lcpMs, failing } = median(runs);
      const targets = targetsFor(path);
      const met = Object.entries(targets).every(([id, target]) => scores[id] >= target);
      allMet &&= met;
      const name = path.startsWith('/projeto/') ? '/projeto/…/modalidade/…' : path;
      row(
        `${met ? '✔' : '✖'} ${name}`,
        `desempenho ${scores.performance} · acessibilidade ${scores.accessibility} · boas práticas ${scores['best-practices']} · SEO ${scores.seo} · LCP ${(lcpMs / 1000).toFixed(2)} s`,
      );
      if (failing.length > 0) console.log(`    auditorias a corrigir: ${failing.join(', ')}`);
    }
  } finally {
    await chrome.kill();
  }
  return allMet;
}
