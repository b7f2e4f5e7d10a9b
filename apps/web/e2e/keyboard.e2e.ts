import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, VIEWPORTS } from './support/browser';
import { baseUrl } from './support/shared-product';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('keyboard', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`Tab reaches the theme toggle with a visible focus indicator (${name})`, async () => {
      const context = await newContext(browser, { baseUrl, viewport });
      const page = await context.newPage();
      await page.goto('/home');
      await page.getByRole('button', { name: 'Alternar tema' }).waitFor();

      let focused: {
        label: string | null;
        outline: string;
        outlineWidth: number;
        focusVisible: boolean;
      } | null = null;
      for (let presses = 0; presses < 15; presses += 1) {
        await page.keyboard.press('Tab');
        focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element) return null;
          const style = getComputedStyle(element);
          return {
            label: element.getAttribute('aria-label'),
            outline: style.outlineStyle,
            outlineWidth: Number.parseFloat(style.outlineWidth),
            focusVisible: element.matches(':focus-visible'),
          };
        });
        if (focused?.label === 'Alternar tema') break;
      }
      expect(focused?.label).toBe('Alternar tema');
      expect(focused?.focusVisible).toBe(true);
      expect(focused?.outline).not.toBe('none');
      expect(focused?.outlineWidth).toBeGreaterThanOrEqual(2);

      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      await context.close();
    });
  }

  it('the first Tab offers the skip link to the content', async () => {
    const context = await newContext(browser, { baseUrl });
    const page = await context.newPage();
    await page.goto('/faq');
    await page.getByRole('heading', { level: 1, name: 'Perguntas frequentes' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Pular para o conteúdo');
    await context.close();
  });
});
