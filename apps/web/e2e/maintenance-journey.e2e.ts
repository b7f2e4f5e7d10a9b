import { randomUUID } from 'node:crypto';
import type { Rental } from '@estadia/domain';
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
import { apiClient } from './support/rentals';
import { samplePng } from './support/sample-documents';

// A repair request: the customer opens one with a photo from the rental's page on a phone, staff take it
// on the board, resolve it, and the customer confirms.
const ADMIN = { email: 'reparos@estadia.com.br', password: 'chave-dos-reparos-2026' };

let product: RunningProduct;
let browser: Browser;
let customer: { email: string; token: string };
let rental: Rental;
let staffToken: string;

async function expectAccessible(page: Page) {
  expect(describeViolations(await seriousAxeViolations(page))).toBe('');
}

/** Paid through the sandbox bank: the rental RENTED from today. */
async function paidStayFromToday() {
  const client = apiClient(product.baseUrl);
  customer = await client.customerWithCompleteProfile('Marta Reparo Lima');
  const sent = await client.submittedRental(customer.token, { startInDays: 0, nights: 3 });
  await client.signContract(customer.token, sent.rental.id);
  const answer = await client.api<{ id: string } | { id: string }[]>(`rentals/${sent.rental.id}/payments`, {
    method: 'POST',
    token: customer.token,
    headers: { 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ paymentType: 'PIX' }),
  });
  const payment = Array.isArray(answer) ? answer[0]! : answer;
  await client.api(`payments/${payment.id}/sandbox/confirm`, { method: 'POST', token: customer.token });
  for (let attempt = 0; attempt < 40; attempt += 1) {
    rental = await client.api<Rental>(`rentals/${sent.rental.id}`, { token: customer.token });
    if (rental.status === 'RENTED') return;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`rental not RENTED: ${rental.status}`);
}

async function logInStaff(): Promise<string> {
  const response = await fetch(`${product.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function captureEverySize(
  token: string,
  path: string,
  name: string,
  ready: (page: Page) => Promise<void>,
) {
  for (const [size, viewport] of Object.entries(VIEWPORTS))
    for (const theme of ['light', 'dark'] as Theme[]) {
      const context = await newContext(browser, { baseUrl: product.baseUrl, viewport, theme, token });
      const page = await context.newPage();
      await page.goto(path);
      await ready(page);
      await expectAccessible(page);
      await screenshot(page, `maintenance/${name}-${size}-${theme}`);
      await context.close();
    }
}

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProduct({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    launchBrowser(),
  ]);
  await paidStayFromToday();
  staffToken = await logInStaff();
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('a repair request', () => {
  it('is opened by the customer with a photo, worked on the board, and confirmed', async () => {
    const context = await newContext(browser, {
      baseUrl: product.baseUrl,
      viewport: VIEWPORTS.mobile,
      token: customer.token,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/minhas-locacoes/${rental.id}#solicitacoes`);
    const section = page.getByRole('region', { name: 'Solicitações' });
    await section.getByRole('button', { name: 'Nova solicitação' }).click();
    await section.getByLabel(/Categoria/).selectOption({ label: 'Hidráulica' });
    await section.getByText('Urgente', { exact: true }).click();
    await section.getByLabel(/Descrição/).fill('O chuveiro não esquenta desde ontem.');
    await section
      .getByLabel(/^Fotos/)
      .setInputFiles({ name: 'chuveiro.png', mimeType: 'image/png', buffer: samplePng(800, 600) });
    await section.getByText('chuveiro.png').waitFor();
    await expectAccessible(page);
    await section.getByRole('button', { name: 'Enviar solicitação' }).click();
    const card = section.getByRole('article', { name: 'Hidráulica' });
    await card.getByText('Aberta', { exact: true }).waitFor();
    await card.getByRole('img', { name: 'Hidráulica, foto 1' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    await captureEverySize(
      customer.token,
      `/minhas-locacoes/${rental.id}#solicitacoes`,
      'rental-section',
      (each) => each.getByRole('article', { name: 'Hidráulica' }).waitFor(),
    );

    // Staff take it on the board and resolve it.
    const staff = await newContext(browser, {
      baseUrl: product.baseUrl,
      viewport: VIEWPORTS.desktop,
      token: staffToken,
    });
    const board = await staff.newPage();
    const staffErrors = watchErrors(board);
    await board.goto('/admin/solicitacoes');
    const open = board.getByRole('region', { name: 'Aberta (1)' });
    await open.getByRole('button', { name: 'Atribuir a mim' }).click();
    await open.getByText(/Responsável:/).waitFor();
    await expectAccessible(board);
    await open.getByLabel('Situação').selectOption({ label: 'Resolvida' });
    await board.getByRole('region', { name: 'Resolvida (1)' }).waitFor();
    expect(staffErrors).toEqual([]);
    await staff.close();
    await captureEverySize(staffToken, '/admin/solicitacoes', 'board', (each) =>
      each.getByRole('region', { name: 'Resolvida (1)' }).waitFor(),
    );

    // The customer confirms.
    const again = await newContext(browser, {
      baseUrl: product.baseUrl,
      viewport: VIEWPORTS.mobile,
      token: customer.token,
    });
    const confirmPage = await again.newPage();
    await confirmPage.goto(`/minhas-locacoes/${rental.id}#solicitacoes`);
    const resolved = confirmPage.getByRole('article', { name: 'Hidráulica' });
    await resolved.getByRole('button', { name: 'Confirmar que foi resolvido' }).click();
    await resolved.getByText(/você confirmou em/).waitFor();
    await again.close();
  });
});
