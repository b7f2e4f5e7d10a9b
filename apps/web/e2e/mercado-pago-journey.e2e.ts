import { formatMoney, type PaymentOptions, type Rental } from '@estadia/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMercadoPago, startFakeMercadoPago } from '../../api/test/fake-mercado-pago';
import {
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  type Theme,
  VIEWPORTS,
  watchErrors,
} from './support/browser';
import { type RunningProduct, startProduct } from './support/product';
import { apiClient } from './support/rentals';

// The whole product with PAYMENT_PROVIDER=mercadopago, against the local fake Mercado Pago (there is
// no internet here): the fake speaks Mercado Pago's API, refuses what it refuses, serves a stand-in
// for MercadoPago.js at MERCADOPAGO_JS_URL, plays the issuer's 3-D Secure page and sends Mercado
// Pago's signed notifications to the product. A customer pays by Pix, by a monthly boleto plan and
// by card (with and without a challenge) in a real browser, under the product's CSP.

let fake: FakeMercadoPago;
let product: RunningProduct;
let browser: Browser;
let client: ReturnType<typeof apiClient>;

beforeAll(async () => {
  fake = await startFakeMercadoPago();
  product = await startProduct({
    PAYMENT_PROVIDER: 'mercadopago',
    MERCADOPAGO_ACCESS_TOKEN: fake.accessToken,
    MERCADOPAGO_PUBLIC_KEY: fake.publicKey,
    MERCADOPAGO_WEBHOOK_SECRET: fake.webhookSecret,
    MERCADOPAGO_API_URL: fake.url,
    MERCADOPAGO_JS_URL: fake.jsUrl,
  });
  // Mercado Pago notifies the product by itself after a change it makes (a challenge answered).
  fake.notifyOn({ url: product.baseUrl });
  client = apiClient(product.baseUrl);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await fake?.close();
});

/** Chromium logs every failed request as a console error; project photos may not exist yet (404). */
function unexpected(errors: string[]): string[] {
  return errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 404/.test(error),
  );
}

/** A signed rental waiting for payment, and a logged-in browser on its payment page. */
async function payingCustomer(
  name: string,
  stay: { startInDays: number; nights: number },
  viewport: { width: number; height: number },
  theme: Theme,
) {
  const customer = await client.customerWithCompleteProfile(name);
  const { rental } = await client.submittedRental(customer.token, stay);
  await client.signContract(customer.token, rental.id);
  const context = await newContext(browser, {
    baseUrl: product.baseUrl,
    viewport,
    theme,
    token: customer.token,
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`/locacao/pagamento/${rental.id}`);
  await page.getByRole('heading', { name: 'Forma de pagamento' }).waitFor();
  return { customer, rental, context, page, errors };
}

/** Mercado Pago's id of one of our payments (its external reference). */
function mercadoPagoIdOf(paymentId: string): number {
  const found = [...fake.payments.values()].find((payment) => payment.external_reference === paymentId);
  if (!found) throw new Error(`no Mercado Pago payment for ${paymentId}`);
  return found.id;
}

/** The bank pays: Mercado Pago approves the payment and notifies the product, signed. */
async function bankPays(paymentId: string) {
  const id = mercadoPagoIdOf(paymentId);
  fake.approve(id);
  const answer = await fake.notify({ url: product.baseUrl }, id);
  expect(answer).toEqual({ statusCode: 200, body: { outcome: 'CREDITED' } });
}

async function approved(page: Page, token: string, rentId: string): Promise<Rental> {
  await page.getByRole('heading', { name: 'Pagamento aprovado' }).waitFor();
  const rental = await client.api<Rental>(`rentals/${rentId}`, { token });
  expect(rental.status).toBe('RENTED');
  return rental;
}

describe('paying with Mercado Pago (local fake)', () => {
  it('has no generic webhook: only Mercado Pago notifications credit', async () => {
    const response = await fetch(`${product.baseUrl}/api/payments/webhook`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
  });

  it("pays by Pix, confirmed only by Mercado Pago's notification", async () => {
    const { customer, rental, context, page, errors } = await payingCustomer(
      'Beatriz Moreira',
      { startInDays: 40, nights: 5 },
      VIEWPORTS.desktop,
      'light',
    );
    await page.getByRole('radio', { name: /^Pix/ }).check();
    await page.getByRole('button', { name: 'Gerar código Pix' }).click();
    await page
      .getByRole('img', { name: `QR Code Pix para pagar ${formatMoney(rental.rentalValueCents)}` })
      .waitFor();
    const { items } = await client.api<{ items: { id: string; pix?: { payload: string } }[] }>(
      `rentals/${rental.id}/payments`,
      { token: customer.token },
    );
    const pix = items.at(-1)!;
    // Mercado Pago's own BR Code.
    expect(fake.payments.get(mercadoPagoIdOf(pix.id))?.point_of_interaction).toMatchObject({
      transaction_data: { qr_code: pix.pix?.payload },
    });
    await expectAccessible(page);
    await screenshot(page, 'e2e-mercadopago-pix-1280-light');
    await bankPays(pix.id);
    await approved(page, customer.token, rental.id);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it("issues a monthly boleto plan within Mercado Pago's 30 days, the rest scheduled, with its own boleto page", async () => {
    const { customer, rental, context, page, errors } = await payingCustomer(
      'Caio Andrade',
      { startInDays: 3, nights: 95 },
      VIEWPORTS.mobile,
      'dark',
    );
    await page.getByRole('radio', { name: /^Boleto mensal/ }).check();
    await page.getByRole('button', { name: 'Gerar boletos' }).click();
    await page.getByRole('textbox', { name: 'Linha digitável' }).waitFor();
    const { items } = await client.api<{
      items: { id: string; status: string; bankSlip?: { pdfUrl: string } }[];
    }>(`rentals/${rental.id}/payments`, { token: customer.token });
    const issued = items.filter((payment) => payment.status === 'PENDING');
    expect(items.filter((payment) => payment.status === 'SCHEDULED').length).toBeGreaterThan(0);
    for (const payment of issued) {
      expect(payment.bankSlip?.pdfUrl).toBe(
        `${fake.url}/payments/${mercadoPagoIdOf(payment.id)}/ticket/helper`,
      );
    }
    await expectAccessible(page);
    await screenshot(page, 'e2e-mercadopago-monthly-390-dark');
    await bankPays(issued[0]!.id);
    await approved(page, customer.token, rental.id);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  for (const [viewport, theme, width] of [
    [VIEWPORTS.mobile, 'light', 390],
    [VIEWPORTS.desktop, 'dark', 1280],
  ] as const) {
    it(`pays by card through MercadoPago.js, with Mercado Pago's installments, at ${width} px`, async () => {
      const { customer, rental, context, page, errors } = await payingCustomer(
        'Davi Lima',
        { startInDays: 60 + width / 10, nights: 8 },
        viewport,
        theme,
      );
      const options = await client.api<PaymentOptions>(`rentals/${rental.id}/payment-options`, {
        token: customer.token,
      });
      expect(options.mercadoPago).toEqual({ publicKey: fake.publicKey, sdkUrl: fake.jsUrl });
      await page.getByRole('radio', { name: /^Cartão de crédito/ }).check();
      await page.getByLabel('Número do cartão').pressSequentially('5480832801033311');
      await page.getByText('Bandeira: Mastercard').waitFor();
      await page.getByLabel('Nome impresso no cartão').fill('APRO');
      await page.getByLabel('Validade (MM/AA)').pressSequentially('1130');
      await page.getByLabel('CVV').pressSequentially('123');
      const parcelas = page.getByLabel('Parcelas');
      await expect.poll(() => parcelas.locator('option').count()).toBeGreaterThan(2);
      const threeTimes = (await parcelas.locator('option').nth(2).textContent()) ?? '';
      expect(threeTimes).toMatch(/^3 parcelas de R\$ [\d.,]+ \(R\$ [\d.,]+\)$/);
      await parcelas.selectOption({ index: 2 });
      await page.getByText(/de custo do parcelamento/).waitFor();
      await expectAccessible(page);
      await screenshot(page, `e2e-mercadopago-card-${width}-${theme}`);

      const cardTokens = fake.requests.filter(
        (request) => request.method === 'POST' && request.path === '/v1/card_tokens',
      ).length;
      await page.getByRole('button', { name: /^Pagar R\$/ }).click();
      await page.getByText(/Processando o pagamento no Mastercard final 3311/).waitFor();
      // The card went from the browser to Mercado Pago; the product sent only the token.
      expect(
        fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/card_tokens')
          .length,
      ).toBe(cardTokens + 1);
      const payment = fake.requests
        .filter((request) => request.method === 'POST' && request.path === '/v1/payments')
        .at(-1)!;
      expect(JSON.stringify(payment.body)).not.toContain('5480832801033311');
      expect(payment.body).toMatchObject({
        payment_method_id: 'master',
        issuer_id: 24,
        installments: 3,
        transaction_amount: rental.rentalValueCents / 100,
        three_d_secure_mode: 'optional',
      });
      const { items } = await client.api<{ items: { id: string }[] }>(`rentals/${rental.id}/payments`, {
        token: customer.token,
      });
      await fake.notify({ url: product.baseUrl }, mercadoPagoIdOf(items.at(-1)!.id));
      await approved(page, customer.token, rental.id);
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    });
  }

  it('shows the issuer 3-D Secure challenge in a frame and waits for Mercado Pago before renting', async () => {
    const { customer, rental, context, page, errors } = await payingCustomer(
      'Elisa Prado',
      { startInDays: 120, nights: 6 },
      VIEWPORTS.mobile,
      'dark',
    );
    await page.getByRole('radio', { name: /^Cartão de crédito/ }).check();
    await page.getByLabel('Número do cartão').pressSequentially('5483928164574623');
    await page.getByText('Bandeira: Mastercard').waitFor();
    await page.getByLabel('Nome impresso no cartão').fill('APRO');
    await page.getByLabel('Validade (MM/AA)').pressSequentially('1130');
    await page.getByLabel('CVV').pressSequentially('123');
    await expect.poll(() => page.getByLabel('Parcelas').locator('option').count()).toBeGreaterThan(1);
    await page.getByRole('button', { name: /^Pagar R\$/ }).click();

    await page.getByRole('heading', { name: 'Confirme a compra no seu banco' }).waitFor();
    const bank = page.frameLocator('iframe[title="Confirmação da compra no banco emissor"]');
    await bank.getByRole('heading', { name: 'Banco emissor (teste)' }).waitFor();
    expect((await client.api<Rental>(`rentals/${rental.id}`, { token: customer.token })).status).toBe(
      'WAITING_FOR_PAYMENT',
    );
    await expectAccessible(page);
    await screenshot(page, 'e2e-mercadopago-challenge-390-dark');
    await bank.getByRole('button', { name: 'Confirmar compra' }).click();
    await approved(page, customer.token, rental.id);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
