import { formatReais, type Project } from '@estadia/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeViolations,
  launchBrowser,
  newContext,
  screenshot,
  seriousAxeViolations,
  type Theme,
  VIEWPORTS,
  watchErrors,
} from './support/browser';
import { type RunningProduct, startProduct } from './support/product';

// The public pages arrive rendered by the server (decision 0012) and the app takes them over without a
// console error, without moving anything on the screen (layout shifts summed with a PerformanceObserver
// from before the first paint), and answers at once. A price changed in the back-office is in the HTML
// of the next load.

const ADMIN = { email: 'precos@estadia.com.br', password: 'chave-dos-precos-2026' };
let product: RunningProduct;
let browser: Browser;
let projects: Project[];

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProduct({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    launchBrowser(),
  ]);
  projects = ((await (await fetch(`${product.baseUrl}/api/projects`)).json()) as { items: Project[] }).items;
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const unitPath = (project: Project) => `/projeto/${project.id}/modalidade/${project.modalities[0]!.id}`;

const PAGES: Array<[string | (() => string), string]> = [
  ['/home', 'Estadia - Início'],
  ['/projetos', 'Estadia - Projetos'],
  [() => unitPath(projects[0]!), 'Estadia - Detalhes da unidade'],
  ['/faq', 'Estadia - Perguntas frequentes'],
  ['/termos-e-politica', 'Estadia - Termos de uso e política de privacidade'],
  ['/politica-cancelamento', 'Estadia - Política de cancelamento'],
  ['/regulamento-interno', 'Estadia - Regulamento interno'],
  ['/reserva-corporativa', 'Estadia - Reserva corporativa'],
  ['/login', 'Estadia - Entrar'],
  ['/cadastro', 'Estadia - Criar conta'],
  ['/recuperar-senha', 'Estadia - Recuperar senha'],
  // The back-office's login, from its own build and server entry.
  ['/admin/login', 'Estadia - Entrar na administração'],
];

/** Sums every layout shift from the document's start (none is caused by input on a page just loaded). */
function observeLayoutShifts() {
  const state = { cls: 0, sources: [] as string[] };
  (window as unknown as { __layoutShifts: typeof state }).__layoutShifts = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; sources?: { node?: Node }[] }
    >) {
      state.cls += entry.value;
      for (const source of entry.sources ?? [])
        state.sources.push((source.node as Element | undefined)?.outerHTML?.slice(0, 120) ?? '?');
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'load' });
  // mount.tsx marks the page once React has taken it over.
  await page.waitForSelector('html[data-hydrated]');
}

const layoutShifts = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __layoutShifts: { cls: number; sources: string[] } }).__layoutShifts,
  );

describe('server-rendered public pages', () => {
  // One test per page and width (twelve pages with axe each do not fit one test's time on a busy machine),
  // each width in one browser context, as a visitor moving from page to page.
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    describe(`at ${viewport.width} px`, () => {
      let context: Awaited<ReturnType<typeof newContext>>;
      beforeAll(async () => {
        context = await newContext(browser, { baseUrl: product.baseUrl, viewport });
        await context.addInitScript(observeLayoutShifts);
      });
      afterAll(() => context?.close());

      for (const [index, [pathOrFn, title]] of PAGES.entries()) {
        it(`page ${index + 1} (${title}) arrives with its content and hydrates without errors or layout shifts`, async () => {
          const path = typeof pathOrFn === 'string' ? pathOrFn : pathOrFn();
          // What a crawler or a phone before the JavaScript gets: the page's own heading, in the HTML.
          const html = await (await fetch(`${product.baseUrl}${path}`)).text();
          expect(html, path).toContain(`data-rendered="${path}"`);
          expect(html, path).toMatch(/<h1[^>]*>[^<]+/);

          const page = await context.newPage();
          const errors = watchErrors(page);
          await openHydrated(page, path);
          expect(await page.title(), path).toBe(title);
          // Whatever ran after hydration (effects, the footer on scroll) has run.
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))),
          );
          const shifts = await layoutShifts(page);
          expect(shifts.cls, `${path}: ${shifts.sources.join('\n')}`).toBeLessThan(0.001);
          // The stylesheet came inline with the page, and the app's chunks did not load it a second time.
          expect(
            await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href)),
            path,
          ).toEqual([null]);
          expect(errors, path).toEqual([]);
          // Nothing has been typed: no form's schema was built (zod registers itself on first use), the
          // cost a phone would pay while the page starts (lazySchema, constants/limits.ts).
          expect(await page.evaluate(() => '__zod_globalRegistry' in globalThis), path).toBe(false);
          expect(describeViolations(await seriousAxeViolations(page)), path).toBe('');
          if (['/projetos', '/faq', '/admin/login'].includes(path))
            await screenshot(page, `ssr-${path.split('/').slice(1, 3).join('-')}-${viewportName}`);
          await page.close();
        });
      }
    });
  }

  it('keeps every line in place when the text font arrives late, as on a slow phone', async () => {
    const context = await newContext(browser, { baseUrl: product.baseUrl, viewport: VIEWPORTS.desktop });
    await context.addInitScript(observeLayoutShifts);
    await context.route('**/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    for (const path of ['/home', '/cadastro']) {
      const page = await context.newPage();
      await openHydrated(page, path);
      await page.waitForTimeout(600);
      const shifts = await layoutShifts(page);
      expect(shifts.cls, `${path}: ${shifts.sources.join('\n')}`).toBeLessThan(0.001);
      await page.close();
    }
    await context.close();
  });

  it('answers at once after load: the FAQ opens, the login form validates in the page', async () => {
    const context = await newContext(browser, { baseUrl: product.baseUrl, viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openHydrated(page, '/faq');
    const question = page.getByRole('button', { name: 'Como faço uma reserva?' });
    await question.click();
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');

    for (const path of ['/login', '/admin/login']) {
      await openHydrated(page, path);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByText('Informe o e-mail').first().waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(new URL(page.url()).search).toBe('');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never submits a form as a plain GET before the app has taken the page over', async () => {
    const context = await newContext(browser, {
      baseUrl: product.baseUrl,
      viewport: VIEWPORTS.mobile,
      waitForApp: false,
    });
    const page = await context.newPage();
    // The app's code never arrives; theme-init.js (the one classic script) does.
    await page.route('**/assets/*.js', (route) => route.abort());
    for (const path of ['/login', '/admin/login']) {
      await page.goto(path, { waitUntil: 'load' });
      await page.getByLabel('E-mail', { exact: true }).fill('visitante@example.com');
      await page.getByLabel('E-mail', { exact: true }).press('Enter');
      await page.waitForTimeout(500);
      expect(page.url()).toBe(`${product.baseUrl}${path}`);
    }
    await context.close();
  });

  for (const theme of ['dark', 'light'] as Theme[]) {
    it(`paints in the ${theme} theme from the first frame`, async () => {
      const context = await newContext(browser, {
        baseUrl: product.baseUrl,
        theme,
        viewport: VIEWPORTS.desktop,
      });
      const page = await context.newPage();
      await page.goto('/projetos', { waitUntil: 'commit' });
      await page.waitForSelector('h1');
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        theme === 'dark',
      );
      await page.waitForSelector('html[data-hydrated]');
      await screenshot(page, `ssr-projetos-desktop-${theme}`);
      await context.close();
    });
  }
});

describe('a price changed in the back-office', () => {
  it('is in the rendered HTML of the next load, and the page shows it before any JavaScript', async () => {
    const login = await fetch(`${product.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const project = projects[0]!;
    const modality = project.modalities[0]!;
    const newPrice = 287.35;
    const changed = await fetch(`${product.baseUrl}/api/admin/modalities/${modality.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ priceShortPeriod: newPrice, dynamicPrices: null }),
    });
    expect(changed.status, await changed.text()).toBe(200);

    // A browser without JavaScript (a crawler, a link preview) reads the HTML as the server rendered it.
    const context = await browser.newContext({ baseURL: product.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(unitPath(project));
    await page.getByText(formatReais(newPrice)).first().waitFor();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toContain(`${formatReais(newPrice)} por noite`);
    await context.close();
  });
});
