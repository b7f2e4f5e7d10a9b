import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  type Theme,
  VIEWPORTS,
  watchErrors,
} from './support/browser';
import { CUSTOMER_PASSWORD, signUpThroughApi, uniqueEmail } from './support/customers';
import { waitForMail } from './support/mailbox';
import { type RunningProduct, startProduct } from './support/product';
import { apiClient } from './support/rentals';

// Issue 28: a customer account invited to the staff gets nothing until it accepts from the link sent to
// its address, with its own password, on /admin/aceitar-convite.
const ADMIN = { email: 'gerencia@estadia.com.br', password: 'chave-da-gerencia-2026' };

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProduct({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

describe('an invitation to an address that already has a customer account', () => {
  // The whole acceptance plus the accept page captured at 390 and 1280 px, light and dark (axe each time): about
  // a minute on this 2-core machine when it is busy, so twice the default.
  it('gives no access until accepted on /admin/aceitar-convite with the account’s password', async () => {
    const email = uniqueEmail('convidada');
    await signUpThroughApi(product.baseUrl, { name: 'Beatriz Moura', email });
    const { api } = apiClient(product.baseUrl);
    const { token } = await api<{ token: string }>('auth/login', {
      method: 'POST',
      body: JSON.stringify(ADMIN),
    });
    await api('admin/staff/invitations', {
      token,
      method: 'POST',
      body: JSON.stringify({ name: 'Beatriz Moura', email, role: 'FINANCE' }),
    });
    const mail = await waitForMail(product.mailDir, email, /\/admin\/aceitar-convite\?codigo=/);
    const link = new URL(/https?:\/\/\S+\/admin\/aceitar-convite\?codigo=[A-Za-z0-9_-]+/.exec(mail)![0]);

    // Invited but not accepted: the back-office still refuses the account.
    const before = await newContext(browser, { baseUrl: product.baseUrl, viewport: VIEWPORTS.mobile });
    const refused = await before.newPage();
    await logIn(refused, email, CUSTOMER_PASSWORD);
    await refused.getByText('Você não tem permissão para realizar esta ação.').waitFor();
    await before.close();

    // The page, at both sizes and in both themes (looking at it does not use the link).
    for (const [size, viewport] of Object.entries(VIEWPORTS))
      for (const theme of ['light', 'dark'] as Theme[]) {
        const context = await newContext(browser, { baseUrl: product.baseUrl, viewport, theme });
        const page = await context.newPage();
        await page.goto(`${link.pathname}${link.search}`);
        await page.getByRole('heading', { name: 'Aceitar convite' }).waitFor();
        await expectAccessible(page);
        await screenshot(page, `staff-invitation/aceitar-convite-${size}-${theme}`);
        await context.close();
      }

    const context = await newContext(browser, { baseUrl: product.baseUrl, viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${link.pathname}${link.search}`);
    const password = page.getByLabel('Senha da sua conta', { exact: false });
    await password.fill('uma senha que não é a dela');
    await page.getByRole('button', { name: 'Aceitar convite' }).click();
    await page.getByText('Senha incorreta', { exact: false }).first().waitFor();
    await expectAccessible(page);
    await screenshot(page, 'staff-invitation/aceitar-convite-senha-incorreta-mobile-light');

    await password.fill(CUSTOMER_PASSWORD);
    await page.getByRole('button', { name: 'Aceitar convite' }).click();
    await page.getByRole('heading', { name: 'Convite aceito!' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'staff-invitation/convite-aceito-mobile-light');

    await page.getByRole('link', { name: 'Entrar na administração' }).click();
    await page.waitForURL('**/admin/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(CUSTOMER_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/admin/painel');
    await page
      .getByRole('navigation', { name: 'Administração' })
      .getByRole('link', { name: 'Pagamentos' })
      .waitFor();
    expect(errors.filter((error) => !/\b400\b/.test(error))).toEqual([]);
    await context.close();
  });
});
