import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captureEverySize,
  expectAccessible,
  launchBrowser,
  newContext,
  watchErrors,
} from './support/browser';
import { CUSTOMER_PASSWORD } from './support/customers';
import { apiClient } from './support/rentals';
import { baseUrl } from './support/shared-product';

let browser: Browser;
const client = apiClient(baseUrl);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A wrong password (400) and a stay in the way (409) are asked for on purpose. */
const unexpected = (errors: string[]) =>
  errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of (400|409)/.test(error),
  );

const storedToken = (page: Page) =>
  page.evaluate(
    () => window.localStorage.getItem('accessToken') ?? window.sessionStorage.getItem('accessToken'),
  );

async function openDeletion(page: Page) {
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  return page.getByRole('dialog', { name: 'Excluir minha conta' });
}

describe("'Meus dados': a copy of one's data, and the account's deletion", () => {
  // Eight pages each (two sizes, two themes, axe on every one) on a shared machine: more than the default minute.
  it('shows the section at every size and theme', { timeout: 180_000 }, async () => {
    const customer = await client.customerWithCompleteProfile('Beatriz Lima');
    await captureEverySize(browser, {
      baseUrl,
      token: customer.token,
      path: '/dados-pessoais#meus-dados',
      name: 'G/meus-dados',
      ready: async (page) => {
        await page.getByRole('region', { name: 'Meus dados' }).scrollIntoViewIfNeeded();
      },
    });
  });

  it('shows why the account cannot be deleted while a stay is pending', { timeout: 180_000 }, async () => {
    const customer = await client.customerWithCompleteProfile('Caio Mendes');
    await client.submittedRental(customer.token, { startInDays: 45, nights: 3 });
    await captureEverySize(browser, {
      baseUrl,
      token: customer.token,
      path: '/dados-pessoais',
      name: 'G/excluir-conta-recusada',
      ready: async (page) => {
        const dialog = await openDeletion(page);
        await dialog.getByLabel('Sua senha').fill(CUSTOMER_PASSWORD);
        await dialog.getByRole('button', { name: 'Excluir conta' }).click();
        await dialog.getByRole('alert').getByText('Você tem uma locação em andamento').waitFor();
      },
    });
  });

  it('downloads the data, then deletes the account once the stay is cancelled, by keyboard', {
    timeout: 120_000,
  }, async () => {
    const customer = await client.customerWithCompleteProfile('Otávio Reis');
    const { rental } = await client.submittedRental(customer.token, { startInDays: 50, nights: 2 });
    const context = await newContext(browser, { baseUrl, token: customer.token });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/dados-pessoais');
    const section = page.getByRole('region', { name: 'Meus dados' });
    await section.waitFor();

    // The copy: a dated JSON file with this customer's profile and rental, and no secret.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Baixar meus dados' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^meus-dados-estadia-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile((await download.path())!, 'utf8');
    const data = JSON.parse(text);
    expect(data.profile.email).toBe(customer.email);
    expect(data.rentals.map((item: { id: string }) => item.id)).toEqual([rental.id]);
    expect(data.documents).toHaveLength(2);
    expect(text).not.toContain(customer.token);
    await page.getByText('Pronto: o arquivo com os seus dados foi baixado.').waitFor();

    // The deletion, from the keyboard: a wrong password, the stay in the way, then the stay cancelled.
    await section.getByRole('button', { name: 'Excluir minha conta' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Excluir minha conta' });
    await dialog.getByText('O que a lei nos obriga a guardar').waitFor();
    await expectAccessible(page);
    const password = dialog.getByLabel('Sua senha');
    await password.focus();
    await page.keyboard.type('senha que não é');
    await page.keyboard.press('Enter');
    await dialog.getByText('A senha está incorreta.').waitFor();
    await password.fill(CUSTOMER_PASSWORD);
    await page.keyboard.press('Enter');
    await dialog
      .getByRole('alert')
      .getByText(/Você tem uma locação em andamento \(\d{2}\/\d{2}\/\d{4} a/)
      .waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await client.api(`rentals/${rental.id}/cancel`, {
      method: 'POST',
      token: customer.token,
      body: JSON.stringify({ reason: 'ACCOMMODATION_IS_NOT_NEEDED_ANYMORE' }),
    });
    const again = await openDeletion(page);
    await again.getByLabel('Sua senha').fill(CUSTOMER_PASSWORD);
    await again.getByRole('button', { name: 'Excluir conta' }).click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/home');
    await page.getByText('Sua conta foi excluída. Obrigado por ter passado pelo Estadia.').waitFor();
    expect(await storedToken(page)).toBeNull();

    // The account is gone: the old token no longer opens anything, and the password no longer logs in.
    const me = await fetch(`${baseUrl}/api/me`, { headers: { Authorization: `Bearer ${customer.token}` } });
    expect(me.status).toBe(401);
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: customer.email, password: CUSTOMER_PASSWORD }),
    });
    expect(login.status).toBe(401);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
