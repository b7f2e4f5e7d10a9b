import { createHmac, randomUUID } from 'node:crypto';
import { formatBrDateRange, type Payment, type Rental } from '@estadia/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atEverySizeAndTheme,
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

// The money states a customer and the staff see (issue 18) on a server of its own, whose webhook secret
// the journey knows: a monthly plan after its first month (the later months SCHEDULED), money that came
// in after a cancellation (refunded, a reconciliation case), an old code paid in place of its
// replacement (credited), a contract that changed while the customer read it, the sandbox banner.

/** The refund and the crediting run as jobs: their result shows within seconds. */
const POLL = { timeout: 30_000, interval: 250 };

const ADMIN = { email: 'financeiro@estadia.com.br', password: 'chave-do-financeiro-2026' };
const WEBHOOK_SECRET = 'segredo-do-webhook-de-testes-e2e';

let product: RunningProduct;
let browser: Browser;
let client: ReturnType<typeof apiClient>;

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProduct({
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
    }),
    launchBrowser(),
  ]);
  client = apiClient(product.baseUrl);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const COMBOS: { name: keyof typeof VIEWPORTS; theme: Theme }[] = [
  { name: 'mobile', theme: 'light' },
  { name: 'mobile', theme: 'dark' },
  { name: 'desktop', theme: 'light' },
  { name: 'desktop', theme: 'dark' },
];

/** Chromium logs every failed request as a console error; project photos may not exist yet (404). */
function unexpected(errors: string[]): string[] {
  return errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 40[49]/.test(error),
  );
}

/** Axe clean, nothing wider than the screen, and a full-page shot from the top once toasts are gone. */
async function check(page: Page, name: string) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 6000 });
  expect(describeViolations(await seriousAxeViolations(page))).toBe('');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

async function pay(token: string, rentalId: string, paymentType: string): Promise<Payment> {
  return client.api<Payment>(`rentals/${rentalId}/payments`, {
    method: 'POST',
    token,
    headers: { 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ paymentType }),
  });
}

/** The bank pays `payment` whatever our side thinks of it, as a provider's signed notification. */
async function bankPays(payment: Payment) {
  const now = new Date().toISOString();
  const body = JSON.stringify({
    id: `evt_e2e_${randomUUID()}`,
    type: 'payment.paid',
    createdAt: now,
    data: { paymentId: payment.id, amountCents: payment.amountCents, paidAt: now },
  });
  const response = await fetch(`${product.baseUrl}/api/payments/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature': `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex')}`,
    },
    body,
  });
  expect(response.status).toBe(200);
}

async function rentalOf(token: string, rentalId: string) {
  return client.api<Rental>(`rentals/${rentalId}`, { token });
}

interface Scenario {
  /** A 75-night stay on monthly boletos, its first month paid: RENTED, the later months SCHEDULED. */
  monthly: { token: string; rental: Rental; projectName: string };
  /** A stay cancelled with its Pix open, then the Pix paid anyway: the money given back. */
  refunded: { token: string; rental: Rental; projectName: string };
  /** A stay waiting for its signature. */
  signing: { token: string; rental: Rental };
  /** Paid stays just signed, far from their check-in: within the withdrawal right. */
  withdrawals: { token: string; rental: Rental; projectName: string }[];
}
let scenario: Scenario;

describe('the money states, for customers and staff', () => {
  it('sets up a monthly plan, a refund after cancelling and an old code credited', async () => {
    const { api, customerWithCompleteProfile, submittedRental, signContract } = client;

    const a = await customerWithCompleteProfile('Luíza Andrade');
    const long = await submittedRental(a.token, { startInDays: 3, nights: 75 });
    await signContract(a.token, long.rental.id);
    await pay(a.token, long.rental.id, 'BANK_SLIP_MONTHLY');
    const plan = (await api<{ items: Payment[] }>(`rentals/${long.rental.id}/payments`, { token: a.token }))
      .items;
    const first = plan.find((payment) => payment.status === 'PENDING');
    expect(first?.installment?.number).toBe(1);
    expect(plan.filter((payment) => payment.status === 'SCHEDULED').length).toBeGreaterThan(0);
    await api(`payments/${first?.id}/sandbox/confirm`, { method: 'POST', token: a.token });
    await expect.poll(async () => (await rentalOf(a.token, long.rental.id)).status, POLL).toBe('RENTED');

    const b = await customerWithCompleteProfile('Caio Ferreira');
    const short = await submittedRental(b.token, { startInDays: 20, nights: 4 });
    await signContract(b.token, short.rental.id);
    const pix = await pay(b.token, short.rental.id, 'PIX');
    await api(`rentals/${short.rental.id}/cancel`, {
      method: 'POST',
      token: b.token,
      body: JSON.stringify({ reason: 'MISTOOK_RESERVATION' }),
    });
    await bankPays(pix);
    await expect
      .poll(async () => (await rentalOf(b.token, short.rental.id)).payments.map((p) => p.status), POLL)
      .toContain('REFUNDED');

    const c = await customerWithCompleteProfile('Teresa Nogueira');
    const replaced = await submittedRental(c.token, { startInDays: 40, nights: 5 });
    await signContract(c.token, replaced.rental.id);
    const oldPix = await pay(c.token, replaced.rental.id, 'PIX');
    await pay(c.token, replaced.rental.id, 'BANK_SLIP');
    await bankPays(oldPix);
    await expect.poll(async () => (await rentalOf(c.token, replaced.rental.id)).status, POLL).toBe('RENTED');

    const d = await customerWithCompleteProfile('Rui Barros');
    const signing = await submittedRental(d.token, { startInDays: 60, nights: 3 });

    const withdrawals: Scenario['withdrawals'] = [];
    for (const [index, person] of ['Marta Lopes', 'Davi Rocha'].entries()) {
      const e = await customerWithCompleteProfile(person);
      const paid = await submittedRental(e.token, { startInDays: 70 + index * 10, nights: 3 });
      await signContract(e.token, paid.rental.id);
      const charge = await pay(e.token, paid.rental.id, 'PIX');
      await api(`payments/${charge.id}/sandbox/confirm`, { method: 'POST', token: e.token });
      await expect.poll(async () => (await rentalOf(e.token, paid.rental.id)).status, POLL).toBe('RENTED');
      withdrawals.push({ token: e.token, rental: paid.rental, projectName: paid.project.name });
    }

    scenario = {
      monthly: { token: a.token, rental: long.rental, projectName: long.project.name },
      refunded: { token: b.token, rental: short.rental, projectName: short.project.name },
      signing: { token: d.token, rental: signing.rental },
      withdrawals,
    };
  });

  it('shows the customer the monthly plan and the refund, at 390 and 1280 px, light and dark', async () => {
    const { monthly, refunded } = scenario;
    // One page per customer serves the four sizes and themes (resized, its colour scheme switched).
    const context = await newContext(browser, {
      baseUrl: product.baseUrl,
      viewport: VIEWPORTS.mobile,
      token: monthly.token,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto('/minhas-locacoes');
    const card = page
      .getByRole('article', { name: monthly.projectName })
      .filter({ hasText: formatBrDateRange(monthly.rental.startDate, monthly.rental.endDate) });
    await card.getByText(/Boletos pagos: 1 de \d/).waitFor();
    await card.getByRole('button', { name: 'Ver todos os boletos' }).click();
    await card.getByText('Agendado').first().waitFor();
    await atEverySizeAndTheme(page, (size, theme) =>
      check(page, `e2e-money-my-rentals-plan-${size}-${theme}`),
    );

    await page.goto(`/locacao/pagamento/${monthly.rental.id}`);
    await page.getByRole('heading', { name: 'Pagamento aprovado' }).waitFor();
    await page.getByRole('region', { name: 'Ambiente de testes' }).waitFor();
    await page.getByRole('heading', { name: 'Boletos mensais' }).waitFor();
    await atEverySizeAndTheme(page, (size, theme) => check(page, `e2e-money-payment-plan-${size}-${theme}`));
    expect(unexpected(errors)).toEqual([]);
    await context.close();

    const refundContext = await newContext(browser, {
      baseUrl: product.baseUrl,
      viewport: VIEWPORTS.mobile,
      token: refunded.token,
    });
    const refundPage = await refundContext.newPage();
    const refundErrors = watchErrors(refundPage);
    await refundPage.goto('/minhas-locacoes');
    const cancelled = refundPage.getByRole('article', { name: refunded.projectName });
    await cancelled.getByRole('heading', { name: 'Estornos' }).waitFor();
    await cancelled.getByText(/^Estornado em \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await cancelled.getByRole('button', { name: 'Ver andamento' }).click();
    await cancelled.getByText('Valor estornado').waitFor();
    await atEverySizeAndTheme(refundPage, (size, theme) =>
      check(refundPage, `e2e-money-my-rentals-refund-${size}-${theme}`),
    );

    await refundPage.goto(`/locacao/pagamento/${refunded.rental.id}`);
    await refundPage.getByRole('heading', { name: 'Pré-locação cancelada' }).waitFor();
    await refundPage.getByRole('heading', { name: 'Estornos' }).waitFor();
    await atEverySizeAndTheme(refundPage, (size, theme) =>
      check(refundPage, `e2e-money-payment-refund-${size}-${theme}`),
    );
    expect(unexpected(refundErrors)).toEqual([]);
    await refundContext.close();
  });

  it('shows the new contract and asks again when it changed while the customer read it', async () => {
    const { signing } = scenario;
    for (const { name, theme } of [COMBOS[0]!, COMBOS[3]!]) {
      const context = await newContext(browser, {
        baseUrl: product.baseUrl,
        viewport: VIEWPORTS[name],
        theme,
        token: signing.token,
      });
      const page = await context.newPage();
      await page.goto(`/locacao/pagamento/${signing.rental.id}`);
      await page.getByRole('button', { name: 'Abrir contrato completo (PDF)' }).waitFor();
      // The customer's name is in the contract: changing it changes the contract's bytes.
      await client.api('me', {
        method: 'PATCH',
        token: signing.token,
        body: JSON.stringify({ name: `Rui Barros ${name} ${theme}` }),
      });
      await page.getByRole('checkbox', { name: 'Li e aceito os termos do contrato de locação' }).check();
      await page.getByRole('button', { name: 'Assinar contrato' }).click();
      await page.getByText('O contrato foi atualizado').waitFor();
      await page.getByRole('button', { name: 'Abrir a nova versão (PDF)' }).waitFor();
      expect(await page.getByRole('checkbox', { name: /Li e aceito/ }).isChecked()).toBe(false);
      expect((await rentalOf(signing.token, signing.rental.id)).status).toBe('WAITING_FOR_SIGNATURE');
      await check(page, `e2e-money-contract-changed-${name}-${theme}`);
      await context.close();
    }
  });

  it('lets a paid stay be given up within 7 days of signing, with the whole amount back', async () => {
    for (const [index, { name, theme }] of [COMBOS[0]!, COMBOS[3]!].entries()) {
      const { token, rental, projectName } = scenario.withdrawals[index]!;
      const context = await newContext(browser, {
        baseUrl: product.baseUrl,
        viewport: VIEWPORTS[name],
        theme,
        token,
      });
      const page = await context.newPage();
      const errors = watchErrors(page);

      await page.goto(`/locacao/pagamento/${rental.id}`);
      await page.getByRole('heading', { name: 'Mudou de planos?' }).waitFor();
      await check(page, `e2e-money-payment-withdrawal-${name}-${theme}`);

      await page.goto('/minhas-locacoes');
      const card = page
        .getByRole('article', { name: projectName })
        .filter({ hasText: formatBrDateRange(rental.startDate, rental.endDate) });
      await card.getByRole('button', { name: 'Cancelar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancelar locação' });
      await dialog.getByText('Direito de arrependimento').waitFor();
      await dialog.getByText(/^Você pagou R\$ [\d.,]+; será devolvido R\$ [\d.,]+\.$/).waitFor();
      const sentence = await dialog.getByText(/^Você pagou/).textContent();
      const [paidText, refundText] = sentence?.match(/R\$ [\d.]+,\d{2}/g) ?? [];
      expect(refundText).toBe(paidText);
      await dialog.getByRole('radio', { name: 'Fiz a reserva por engano' }).check();
      await check(page, `e2e-money-withdrawal-dialog-${name}-${theme}`);
      await dialog.getByRole('button', { name: 'Cancelar locação' }).click();
      await dialog.waitFor({ state: 'detached' });
      await card.getByText('Pré-locação cancelada').waitFor();
      await expect.poll(async () => (await rentalOf(token, rental.id)).accessCode, POLL).toBeNull();
      await card.getByRole('heading', { name: 'Estornos' }).waitFor();
      await check(page, `e2e-money-withdrawn-${name}-${theme}`);
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    }
  });

  it('shows staff the reconciliation, the ledger by status, the plan in the rental and the open count', async () => {
    const { monthly } = scenario;
    // One signed-in page serves the four sizes and themes of each screen (resized, its colour scheme switched).
    const context = await newContext(browser, { baseUrl: product.baseUrl, viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/admin/');
    await page.waitForURL(/\/admin\/login/);
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Senha', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/admin/painel');
    await page.getByText('Conciliação em aberto').waitFor();
    await atEverySizeAndTheme(page, (size, theme) => check(page, `e2e-money-bo-dashboard-${size}-${theme}`));

    await page.goto('/admin/conciliacao');
    await atEverySizeAndTheme(page, async (size, theme) => {
      // A phone reads the cases as cards, a wider screen as a table.
      const cases = page.getByRole(size === 'mobile' ? 'list' : 'table', { name: 'Casos de conciliação' });
      await cases.getByText('Pago depois do cancelamento').waitFor();
      await cases.getByText('Código substituído por outro pedido de pagamento').waitFor();
      await check(page, `e2e-money-bo-reconciliation-${size}-${theme}`);
    });

    await page.goto('/admin/pagamentos?status=SCHEDULED');
    await page.getByRole('table', { name: 'Pagamentos' }).getByText('Sem código ainda').first().waitFor();
    await atEverySizeAndTheme(page, (size, theme) =>
      check(page, `e2e-money-bo-ledger-scheduled-${size}-${theme}`),
    );

    await page.goto(`/admin/locacoes/${monthly.rental.id}`);
    await page.getByRole('heading', { name: 'Plano do boleto mensal' }).waitFor();
    await atEverySizeAndTheme(page, (size, theme) =>
      check(page, `e2e-money-bo-rental-plan-${size}-${theme}`),
    );
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
