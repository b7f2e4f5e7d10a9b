import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, VIEWPORTS, watchErrors } from './support/browser';
import { CUSTOMER_PASSWORD, signUpThroughApi, uniqueEmail } from './support/customers';
import { type RunningProduct, startProduct } from './support/product';

// The back-office at /admin/ on a server of its own: requests wait for a staff member's approval
// (AUTO_APPROVE=false), and ADMIN_EMAIL/ADMIN_PASSWORD create the first administrator.
const ADMIN = { email: 'gerencia@estadia.com.br', password: 'chave-da-gerencia-2026' };

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProduct({ AUTO_APPROVE: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function logIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/admin/');
  // The back-office's first page asks for a login and comes back afterwards.
  await page.waitForURL(/\/admin\/login\?redirect=%2Fpainel$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

describe('the back-office login', () => {
  it("refuses a customer with the spec's message and keeps no session", async () => {
    const email = uniqueEmail('cliente-admin');
    await signUpThroughApi(product.baseUrl, { name: 'Renata Siqueira', email });
    const context = await newContext(browser, { baseUrl: product.baseUrl, viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    await logIn(page, { email, password: CUSTOMER_PASSWORD });
    await page.getByText('Você não tem permissão para realizar esta ação.').waitFor();
    expect(page.url()).toMatch(/\/admin\/login/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await context.close();
  });

  it("ends a customer's stored session at the first back-office page, saying 'Permissões revogadas'", async () => {
    const { token } = await signUpThroughApi(product.baseUrl, { name: 'Otávio Lins' });
    const context = await newContext(browser, { baseUrl: product.baseUrl, token });
    const page = await context.newPage();
    await page.goto('/admin/painel');
    await page.getByText('Permissões revogadas').waitFor();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await context.close();
  });

  it('lets the administrator in, on the dashboard, with every section in the menu', async () => {
    const context = await newContext(browser, { baseUrl: product.baseUrl });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await logIn(page, ADMIN);
    await page.waitForURL('**/admin/painel');
    const menu = page.getByRole('navigation', { name: 'Administração' });
    for (const section of [
      'Painel',
      'Locações',
      'Calendário',
      'Preços',
      'Pagamentos',
      'Relatórios',
      'Equipe',
      'Auditoria',
    ]) {
      await menu.getByRole('link', { name: section }).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
