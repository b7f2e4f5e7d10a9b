import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, VIEWPORTS, watchErrors } from './support/browser';
import { baseUrl } from './support/shared-product';

let browser: Browser;
let projectNames: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  const response = await fetch(`${baseUrl}/api/projects`);
  const body = (await response.json()) as { items: { name: string }[] };
  projectNames = body.items.map((project) => project.name);
});
afterAll(() => browser?.close());

describe('home', () => {
  it('has seeded projects to show', () => {
    expect(projectNames.length).toBeGreaterThan(0);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the seeded projects in Portuguese at ${viewport.width} px, without horizontal scrolling`, async () => {
      const context = await newContext(browser, { baseUrl, viewport });
      const page = await context.newPage();
      const errors = watchErrors(page);

      await page.goto('/');
      await page.waitForURL('**/home');
      await expect.poll(() => page.title()).toBe('Estadia - Início');
      expect(await page.getAttribute('html', 'lang')).toBe('pt-BR');
      await page.getByRole('heading', { level: 1, name: /apartamento mobiliado/i }).waitFor();

      const featured = page.getByRole('region', { name: 'Projetos em destaque' });
      for (const project of projectNames.slice(0, 6)) {
        await featured.getByRole('heading', { name: project }).waitFor();
      }
      const prices = await featured.getByText(/^R\$ \d{1,3}(\.\d{3})*,\d{2}$/).allTextContents();
      expect(prices.length).toBeGreaterThan(0);
      expect(await featured.getByText('a partir de', { exact: false }).count()).toBeGreaterThan(0);

      // Photos come in the 480 px variant, with the full size in the srcset.
      const image = featured.locator('img').first();
      expect(await image.getAttribute('src')).toMatch(/-480\.webp$/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);

      await page
        .getByRole('heading', { name: 'Curta ou longa: você escolhe o tempo, o preço acompanha' })
        .waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await screenshot(page, `e2e-home-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('searches by place: the modal lists Santa Mônica and the seeded cities and leads to the projects', async () => {
    const context = await newContext(browser, { baseUrl, viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    await page.goto('/home');
    await page.getByRole('button', { name: /Para onde você vai\?/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Para onde você vai?' });
    await dialog.getByRole('link', { name: /Santa Mônica/ }).waitFor();
    const city = dialog.getByRole('link', { name: /Cidade/ }).first();
    await city.waitFor();
    await city.click();
    await page.waitForURL(/\/projetos\?city=/);
    await page.getByRole('heading', { level: 1, name: 'Projetos' }).waitFor();
    await context.close();
  });
});
