import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser';
import { baseUrl } from './support/shared-product';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('theme', () => {
  it('toggles to dark, remembers it as theme=dark and keeps it after a reload', async () => {
    const context = await newContext(browser, { baseUrl });
    const page = await context.newPage();
    await page.goto('/home');
    expect(await isDark(page)).toBe(false);

    await page.getByRole('button', { name: 'Alternar tema' }).click();
    expect(await isDark(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    expect(await isDark(page)).toBe(true);
    await page.getByRole('button', { name: 'Alternar tema' }).click();
    expect(await isDark(page)).toBe(false);
    await page.reload();
    expect(await isDark(page)).toBe(false);
    await context.close();
  });

  it('follows the system preference on a first visit, before the app script runs (no flash)', async () => {
    const context = await newContext(browser, { baseUrl, colorScheme: 'dark' });
    const page = await context.newPage();
    // Record the class as soon as the document exists, before any module script could run.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as { darkAtParse: boolean }).darkAtParse =
            document.documentElement.classList.contains('dark');
        }
      });
    });
    await page.goto('/home');
    expect(await page.evaluate(() => (window as unknown as { darkAtParse: boolean }).darkAtParse)).toBe(true);
    expect(await isDark(page)).toBe(true);
    await context.close();
  });
});
