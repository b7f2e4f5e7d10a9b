import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot, VIEWPORTS, watchErrors } from './support/browser';
import { baseUrl } from './support/shared-product';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('navigation', () => {
  it('sends an unknown path to the friendly 404 page', async () => {
    const context = await newContext(browser, { baseUrl });
    const page = await context.newPage();
    await page.goto('/caminho/que/nao/existe');
    await page.waitForURL('**/404');
    await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
    expect(await page.title()).toBe('Estadia - Página não encontrada');
    await page.getByRole('link', { name: 'Voltar para o início' }).click();
    await page.waitForURL('**/home');
    await context.close();
  });

  it('sends an anonymous visitor of a private page to login, with the way back', async () => {
    const context = await newContext(browser, { baseUrl });
    const page = await context.newPage();
    await page.goto('/minhas-locacoes');
    await page.waitForURL('**/login?redirect=%2Fminhas-locacoes');
    await page.getByRole('heading', { level: 1, name: 'Entrar' }).waitFor();
    expect(await page.title()).toBe('Estadia - Entrar');
    await context.close();
  });

  it('shows "Falha no carregamento" when the user cannot be loaded, with a reload button', async () => {
    const context = await newContext(browser, { baseUrl, token: 'token-de-um-usuario' });
    const page = await context.newPage();
    await page.route('**/api/me', (route) => route.abort('internetdisconnected'));
    await page.goto('/home');
    await page.getByRole('heading', { name: 'Falha no carregamento' }).waitFor();
    await page.getByText('Verifique sua conexão com a internet').waitFor();

    await page.unroute('**/api/me');
    await page.route('**/api/me', (route) => route.abort('internetdisconnected'));
    const reload = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Atualizar página' }).click();
    await reload;
    await page.getByRole('heading', { name: 'Falha no carregamento' }).waitFor();
    await screenshot(page, 'e2e-load-failure');
    await context.close();
  });

  it('scrolls to a hash target below the sticky navbar', async () => {
    const context = await newContext(browser, { baseUrl, viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/faq#fale-conosco');
    const heading = page.getByRole('heading', { level: 2, name: 'Fale conosco' });
    await heading.waitFor();
    await expect
      .poll(async () => {
        const [top, navbar] = await Promise.all([
          heading.evaluate((element) => element.getBoundingClientRect().top),
          page.locator('#site-navbar').evaluate((element) => element.getBoundingClientRect().height),
        ]);
        return top >= navbar && top < navbar + 40;
      })
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
