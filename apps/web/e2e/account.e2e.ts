import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, VIEWPORTS } from './support/browser';
import { signUpThroughApi } from './support/customers';
import { baseUrl } from './support/shared-product';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function signUp(name: string): Promise<string> {
  return (await signUpThroughApi(baseUrl, { name })).token;
}

describe('logged-in visitor', () => {
  it('sees the account menu, and leaves through the confirmation modal', async () => {
    const token = await signUp('Marina Couto');
    const context = await newContext(browser, { baseUrl, token });
    const page = await context.newPage();
    await page.goto('/home');

    const menuButton = page.getByRole('button', { name: /Minha conta/ });
    await menuButton.click();
    for (const item of ['Minhas locações', 'Dados pessoais', 'Alterar senha']) {
      await page.getByRole('link', { name: item }).waitFor();
    }
    await page.keyboard.press('Escape');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

    await menuButton.click();
    await page.getByRole('button', { name: 'Sair' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sair da conta' });
    await dialog.getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('link', { name: 'Entrar' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    // The token no longer works on the server either.
    const me = await fetch(`${baseUrl}/api/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
    await context.close();
  });

  it('is sent away from the login page and may open private pages', async () => {
    const token = await signUp('Caio Prado');
    const context = await newContext(browser, { baseUrl, token, viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    await page.goto('/login');
    await page.waitForURL('**/home');
    await page.goto('/minhas-locacoes');
    await page.getByRole('heading', { level: 1, name: 'Minhas locações' }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/minhas-locacoes`);

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByText('Conectado como').waitFor();
    await page.getByRole('link', { name: 'Dados pessoais' }).click();
    await page.waitForURL('**/dados-pessoais');
    expect(await page.getByRole('button', { name: 'Abrir menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    await context.close();
  });

  it('an expired session goes to the home page with a message', async () => {
    const context = await newContext(browser, { baseUrl, token: 'token-que-nao-existe' });
    const page = await context.newPage();
    await page.goto('/minhas-locacoes');
    await page.getByText('Sua sessão expirou. Faça o login novamente.').waitFor();
    await page.waitForURL('**/home');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await context.close();
  });
});
