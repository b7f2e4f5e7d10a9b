import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium.mjs';
import { watchForFailureReport } from './failure-report';

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export type Theme = 'light' | 'dark';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true });
}

/**
 * A fresh context (empty storage) in Brazilian Portuguese. With `theme`, the stored choice is set
 * before any page script runs, as a returning visitor would have it.
 */
export async function newContext(
  browser: Browser,
  {
    baseUrl,
    viewport = VIEWPORTS.desktop,
    theme,
    token,
    colorScheme = 'light',
    waitForApp = true,
  }: {
    baseUrl: string;
    viewport?: { width: number; height: number };
    theme?: Theme;
    token?: string;
    /** The system preference the browser reports. */
    colorScheme?: Theme;
    /** `page.goto` waits for the app to take a server-rendered page over (off for tests of the page before it). */
    waitForApp?: boolean;
  },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    colorScheme,
  });
  // A server-rendered page shows its forms before the app takes them over, and until then a submit is held
  // (theme-init.js): a journey acts as a person who waits for the page to be ready, not before it.
  context.on('page', (page) => {
    watchForFailureReport(page);
    if (!waitForApp) return;
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (await page.locator('#app[data-rendered]').count())
        await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      return response;
    };
  });
  if (theme || token) {
    await context.addInitScript(
      ({ storedTheme, storedToken }) => {
        // Only when absent: the script runs again on every reload, after the page may have changed them.
        if (storedTheme && !window.localStorage.getItem('theme'))
          window.localStorage.setItem('theme', storedTheme);
        if (storedToken && !window.localStorage.getItem('accessToken')) {
          window.localStorage.setItem('accessToken', storedToken);
        }
      },
      { storedTheme: theme, storedToken: token },
    );
  }
  return context;
}

/**
 * Waits until the page has finished loading what it shows: no region marked aria-busy, no skeleton
 * placeholder (animate-pulse), and every image not loaded lazily decoded. What 'networkidle' was used for
 * (the home page's projects, a profile's document previews), without its half second of silence per page.
 */
export async function contentLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"], .animate-pulse') &&
      [...document.images].every((image) => image.complete || image.loading === 'lazy'),
  );
}

/** Collects uncaught page errors and console errors, which a journey treats as failures. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core in the page (WCAG 2.x A/AA rules) once it is still, and answers the serious and critical
 * violations. A toast fading in, or a dialog's backdrop fading out, is half transparent: axe would judge
 * its colours mid-animation. So the page first settles: two frames without a finite animation or
 * transition running (a transition starts at the frame after the change that causes it, so it waits for
 * frames, then for what runs, and looks again). When something still moved while axe ran (a toast's time
 * running out, on a loaded machine), the page settles and axe runs again: what is reported is read from a
 * page that did not move, and a real violation is found every time.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  let violations: AxeViolation[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    // Evaluated through the DevTools protocol: the page's CSP (no inline scripts) does not apply to it.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
    const run = await page.evaluate(async () => {
      const running = () =>
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState !== 'finished' &&
              animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY,
          );
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
      for (let round = 0; round < 20; round += 1) {
        await frame();
        await frame();
        const now = running();
        if (now.length === 0) break;
        await Promise.all(now.map((animation) => animation.finished.catch(() => undefined)));
      }
      let moved = running().length > 0;
      const mark = () => {
        moved = true;
      };
      const events = ['transitionrun', 'animationstart'] as const;
      for (const event of events) document.addEventListener(event, mark, true);
      try {
        const axe = (
          window as unknown as {
            axe: { run: (context: Document, options: unknown) => Promise<{ violations: unknown[] }> };
          }
        ).axe;
        const result = await axe.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
          resultTypes: ['violations'],
        });
        return { violations: result.violations, moved: moved || running().length > 0 };
      } finally {
        for (const event of events) document.removeEventListener(event, mark, true);
      }
    });
    violations = (run.violations as AxeViolation[]).filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    if (!run.moved) break;
  }
  return violations;
}

/** Fails on any serious or critical axe violation of the page once it is still (see seriousAxeViolations). */
export async function expectAccessible(page: Page): Promise<void> {
  expect(describeViolations(await seriousAxeViolations(page))).toBe('');
}

/** One line per violation and element, readable in a failed assertion. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${violation.help}` +
          (node.failureSummary ? ` (${node.failureSummary.replace(/\s+/g, ' ').trim()})` : ''),
      ),
    )
    .join('\n');
}

export const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/shots';

/**
 * Whether the screens are saved for a person to look at (E2E_SCREENSHOTS, on unless 'false'). `npm test`
 * turns it off unless it is set: in CI nobody opens them, and a full-page PNG of each of some 320 screens
 * took a tenth of the browser phase. What the screens are checked for (axe, the assertions) runs either way;
 * a failed journey's open pages are always saved (failure-report.ts).
 */
export const SAVE_SCREENSHOTS = process.env.E2E_SCREENSHOTS !== 'false';

/** Saves a full-page PNG under SCREENSHOT_DIR (default /tmp/shots), unless screenshots are off. */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!SAVE_SCREENSHOTS) return;
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: true });
}

/**
 * One screen at 390 and 1280 px, light and dark: opened with the session of `token`, left to `ready`,
 * checked with axe (no serious or critical violation) and saved as `name-size-theme` for a person to look at.
 * One page serves the four: opened at 390 px and left to `ready` (which may act on it: open a dialog, fill
 * a field), then resized and its system colour scheme switched, as a person would (the app follows the
 * system while no theme is stored); axe reads each once the colours' transitions have ended.
 */
export async function captureEverySize(
  browser: Browser,
  options: {
    baseUrl: string;
    token: string;
    path: string;
    name: string;
    ready: (page: Page) => Promise<void>;
  },
): Promise<void> {
  const context = await newContext(browser, {
    baseUrl: options.baseUrl,
    viewport: VIEWPORTS.mobile,
    token: options.token,
  });
  try {
    const page = await context.newPage();
    await page.goto(options.path);
    await options.ready(page);
    await atEverySizeAndTheme(page, async (size, theme) => {
      const violations = describeViolations(await seriousAxeViolations(page));
      if (violations) throw new Error(`${options.path} (${size}, ${theme}):\n${violations}`);
      await screenshot(page, `${options.name}-${size}-${theme}`);
    });
  } finally {
    await context.close();
  }
}

/**
 * Runs `check` on the page as it is at 390 and 1280 px, light and dark, in turn: the page resized and its
 * system colour scheme switched, as a person would (the app follows the system while no theme is stored),
 * once the app's colours follow. One page serves the four: no new context, no reload.
 */
export async function atEverySizeAndTheme(
  page: Page,
  check: (size: keyof typeof VIEWPORTS, theme: Theme) => Promise<void>,
): Promise<void> {
  for (const [size, viewport] of Object.entries(VIEWPORTS) as [
    keyof typeof VIEWPORTS,
    { width: number; height: number },
  ][])
    for (const theme of ['light', 'dark'] as Theme[]) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme });
      await page.locator(theme === 'dark' ? 'html.dark' : 'html:not(.dark)').waitFor({ state: 'attached' });
      await check(size, theme);
    }
}
