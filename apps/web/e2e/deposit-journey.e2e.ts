import { randomUUID } from 'node:crypto';
import { formatMoney, type Project, type Rental } from '@estadia/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captureEverySize,
  expectAccessible,
  launchBrowser,
  newContext,
  watchErrors,
} from './support/browser';
import { type RunningProduct, startProduct } from './support/product';
import { apiClient, cardNumberEndingIn } from './support/rentals';

// The guarantees staff act on, on a server of its own with an administrator. The caução (Lei 8.245/1991,
// art. 38), set by staff on a modality: the payment step shows it beside the rent, charged as its own Pix; the
// rent paid alone does not confirm the stay, the caução paid too does, and the statement holds it apart from
// the rent; after the move-out it is settled. The fiador's journey is guarantor-journey.e2e.ts.

const ADMIN = { email: 'gerencia@estadia.com.br', password: 'chave-da-gerencia-2026' };
const DEPOSIT_CENTS = 120_000;
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

/**
 * Staff ask a caução on the modality the bookings use; a customer books `stay` on it, signs, and opens the
 * payment step: answers the step's page and its caução region.
 */
async function paymentStepWithDeposit(name: string, stay: { startInDays: number; nights: number }) {
  const { api, customerWithCompleteProfile, logIn, signContract, submittedRental } = apiClient(
    product.baseUrl,
  );
  const staffToken = await logIn(ADMIN);
  const { items } = await api<{ items: Project[] }>('projects');
  await api(`admin/modalities/${items[0]!.modalities[0]!.id}`, {
    method: 'PATCH',
    token: staffToken,
    body: JSON.stringify({ securityDepositCents: DEPOSIT_CENTS }),
  });
  const customer = await customerWithCompleteProfile(name);
  const { rental } = await submittedRental(customer.token, stay);
  await signContract(customer.token, rental.id);

  const context = await newContext(browser, { baseUrl: product.baseUrl, token: customer.token });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(`/locacao/pagamento/${rental.id}`);
  const deposit = page.getByRole('region', { name: `Caução de ${formatMoney(DEPOSIT_CENTS)}` });
  return { api, customer, rental, context, page, errors, deposit };
}

describe('a caução paid with the first payment', () => {
  it('is shown and charged beside the rent, and the stay is confirmed once both are paid', async () => {
    const { api, customer, rental, context, page, errors, deposit } = await paymentStepWithDeposit(
      'Lívia Andrade',
      { startInDays: 30, nights: 10 },
    );
    expect(rental.guarantee).toMatchObject({ type: 'SECURITY_DEPOSIT', amountCents: DEPOSIT_CENTS });
    await deposit.getByText(/pedida junto com o primeiro pagamento/).waitFor();
    await expectAccessible(page);

    // One Pix request: the rent's code and the caução's own.
    await page.getByRole('radio', { name: /^Pix/ }).check();
    await page.getByRole('button', { name: 'Gerar código Pix' }).click();
    await page
      .getByRole('img', { name: `QR Code Pix para pagar ${formatMoney(rental.rentalValueCents)}` })
      .waitFor();
    await deposit
      .getByRole('img', { name: `QR Code Pix para pagar ${formatMoney(DEPOSIT_CENTS)}` })
      .waitFor();
    await expectAccessible(page);

    // The bank pays the rent: the stay still waits for the caução, and says so.
    const bank = page.getByRole('region', { name: 'Banco simulado' });
    await bank.getByRole('button', { name: 'Simular pagamento' }).click();
    await page.getByText('Falta só a caução: assim que ela for paga, a reserva é confirmada.').waitFor();
    expect((await api<Rental>(`rentals/${rental.id}`, { token: customer.token })).status).toBe(
      'WAITING_FOR_PAYMENT',
    );
    await expectAccessible(page);
    await captureEverySize(browser, {
      baseUrl: product.baseUrl,
      token: customer.token,
      path: `/locacao/pagamento/${rental.id}`,
      name: 'deposit/rent-paid-deposit-due',
      ready: async (shot) => {
        await shot.getByText('Falta só a caução', { exact: false }).waitFor();
      },
    });

    // Then the caução: confirmed, held for the customer.
    await bank.getByRole('button', { name: 'Simular pagamento' }).click();
    await page.getByText('Check-in a partir das 14:00 do dia').waitFor();
    const rented = await api<Rental>(`rentals/${rental.id}`, { token: customer.token });
    expect(rented).toMatchObject({
      status: 'RENTED',
      guarantee: { status: 'ACTIVE', amountCents: DEPOSIT_CENTS },
    });
    const statement = await api<{ totals: { receivedCents: number; deposit: { heldCents: number } } }>(
      `rentals/${rental.id}/statement`,
      { token: customer.token },
    );
    expect(statement.totals).toMatchObject({
      receivedCents: rental.rentalValueCents,
      deposit: { heldCents: DEPOSIT_CENTS },
    });
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is pré-autorizada on the card paying the rent: not charged, and the rental page says so', async () => {
    const { api, customer, rental, context, page, errors, deposit } = await paymentStepWithDeposit(
      'Otávio Brandão',
      { startInDays: 60, nights: 4 },
    );
    await deposit.getByText(/pré-autorizada no mesmo cartão, sem cobrança/).waitFor();
    await page.getByRole('radio', { name: /^Cartão de crédito/ }).check();
    await page.getByLabel('Número do cartão').pressSequentially(cardNumberEndingIn('4', '4242'));
    await page.getByLabel('Nome impresso no cartão').fill('Otavio Brandao');
    await page.getByLabel('Validade (MM/AA)').pressSequentially('1230');
    await page.getByLabel('CVV').pressSequentially('123');
    await page.getByLabel('Parcelas').selectOption('1');
    await page.getByRole('button', { name: `Pagar ${formatMoney(rental.rentalValueCents)}` }).click();
    await page.getByText('Check-in a partir das 14:00 do dia').waitFor();
    const rented = await api<Rental & { payments: { purpose: string; status: string }[] }>(
      `rentals/${rental.id}`,
      { token: customer.token },
    );
    expect(rented).toMatchObject({ status: 'RENTED', guarantee: { status: 'ACTIVE' } });
    expect(rented.payments.find((payment) => payment.purpose === 'DEPOSIT')?.status).toBe('AUTHORIZED');
    expect(errors).toEqual([]);
    await context.close();
    await captureEverySize(browser, {
      baseUrl: product.baseUrl,
      token: customer.token,
      path: `/minhas-locacoes/${rental.id}`,
      name: 'deposit/card-pre-authorised',
      ready: async (shot) => {
        await shot.getByText('Pré-autorizada no cartão, sem cobrança').waitFor();
      },
    });
  });

  it('is settled after the move-out: staff price the damaged sofa, the customer contests, staff settle and the rest comes back', async () => {
    const { api, customerWithCompleteProfile, logIn, signContract, submittedRental } = apiClient(
      product.baseUrl,
    );
    const staffToken = await logIn(ADMIN);
    const customer = await customerWithCompleteProfile('Caio Nogueira');
    const { rental } = await submittedRental(customer.token, { startInDays: 0, nights: 4 });
    await signContract(customer.token, rental.id);
    // Rent and caução paid through the sandbox bank.
    await api(`rentals/${rental.id}/payments`, {
      method: 'POST',
      token: customer.token,
      headers: { 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ paymentType: 'PIX' }),
    });
    const { items: charges } = await api<{ items: { id: string }[] }>(`rentals/${rental.id}/payments`, {
      token: customer.token,
    });
    for (const charge of charges)
      await api(`payments/${charge.id}/sandbox/confirm`, { method: 'POST', token: customer.token });
    await expect
      .poll(async () => (await api<Rental>(`rentals/${rental.id}`, { token: customer.token })).status)
      .toBe('RENTED');

    // The stay: guests, check-in, the inspections (the sofa damaged at move-out), check-out.
    await api(`rentals/${rental.id}/occupants`, {
      method: 'PUT',
      token: customer.token,
      body: JSON.stringify({
        items: [
          {
            name: 'Caio Nogueira',
            birthdate: '1990-05-20',
            document: { type: 'CPF', number: '52998224725' },
            isCustomer: true,
          },
        ],
      }),
    });
    await api(`admin/rentals/${rental.id}/check-in`, { method: 'POST', token: staffToken });
    const sofa = (condition: string) => ({ room: 'Sala', item: 'Sofá', condition, photos: [] });
    const inspections: [string, string][] = [
      ['MOVE_IN', 'GOOD'],
      ['MOVE_OUT', 'DAMAGED'],
    ];
    for (const [kind, condition] of inspections)
      await api(`admin/rentals/${rental.id}/inspections`, {
        method: 'POST',
        token: staffToken,
        body: JSON.stringify({ kind, items: [sofa(condition)] }),
      });
    await api(`admin/rentals/${rental.id}/check-out`, { method: 'POST', token: staffToken });

    // Staff price the damaged sofa on the back-office's rental page and propose it.
    const staffContext = await newContext(browser, { baseUrl: product.baseUrl, token: staffToken });
    const staffPage = await staffContext.newPage();
    const staffErrors = watchErrors(staffPage);
    await staffPage.goto(`/admin/locacoes/${rental.id}`);
    const panel = staffPage.getByRole('region', { name: 'Acerto da caução' });
    await panel.getByLabel('Valor: Sala – Sofá (Bom estado → Danificado)').fill('45000');
    await panel.getByRole('button', { name: 'Propor acerto ao cliente' }).click();
    await panel.getByText('Proposta enviada').waitFor();
    await expectAccessible(staffPage);

    // The customer reads it on the rental's page and contests it, with a reason.
    const context = await newContext(browser, { baseUrl: product.baseUrl, token: customer.token });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/minhas-locacoes/${rental.id}#acerto-da-caucao`);
    const section = page.getByRole('region', { name: 'Acerto da caução' });
    await section.getByText('Sala – Sofá (Bom estado → Danificado)').waitFor();
    await section
      .getByRole('button', { name: `Concordo com o acerto de ${formatMoney(DEPOSIT_CENTS - 45_000)}` })
      .waitFor();
    await expectAccessible(page);
    await section.getByRole('button', { name: 'Contestar' }).click();
    await section.getByLabel(/Por que você contesta/).fill('O sofá já tinha um rasgo na entrada.');
    await section.getByRole('button', { name: 'Enviar contestação' }).click();
    await section.getByText('Você contestou a proposta').waitFor();
    await expectAccessible(page);

    // The back-office's guarantees queue puts the contested settlement first, with the poupança rates below.
    await staffPage.goto('/admin/garantias');
    const queue = staffPage.getByRole('list', { name: 'Garantias esperando pela equipe' });
    await queue.getByText('Acerto contestado pelo cliente').waitFor();
    await queue.getByText(/Caio Nogueira/).waitFor();
    await staffPage.getByRole('table', { name: 'Taxas mensais da poupança' }).waitFor();
    await expectAccessible(staffPage);
    await captureEverySize(browser, {
      baseUrl: product.baseUrl,
      token: staffToken,
      path: '/admin/garantias',
      name: 'deposit/guarantees-queue',
      ready: async (shot) => {
        await shot.getByText('Acerto contestado pelo cliente').waitFor();
      },
    });

    // Staff settle: the deduction kept, the rest refunded at once.
    await staffPage.goto(`/admin/locacoes/${rental.id}`);
    await panel.getByText('O sofá já tinha um rasgo na entrada.').waitFor();
    await panel
      .getByRole('button', { name: `Concluir acerto e estornar ${formatMoney(DEPOSIT_CENTS - 45_000)}` })
      .click();
    await panel.getByText('Acertada').waitFor();
    expect(staffErrors).toEqual([]);
    await staffContext.close();

    await page.reload();
    await section.getByText('Caução acertada').waitFor();
    await section
      .getByText(`${formatMoney(DEPOSIT_CENTS - 45_000)} estornados para você`, { exact: false })
      .waitFor();
    await expectAccessible(page);
    const statement = await api<{
      totals: { deposit: { heldCents: number; deductedCents: number; returnedCents: number } };
    }>(`rentals/${rental.id}/statement`, { token: customer.token });
    expect(statement.totals.deposit).toMatchObject({
      heldCents: DEPOSIT_CENTS,
      deductedCents: 45_000,
      returnedCents: DEPOSIT_CENTS - 45_000,
    });
    expect(errors).toEqual([]);
    await context.close();
    await captureEverySize(browser, {
      baseUrl: product.baseUrl,
      token: customer.token,
      path: `/minhas-locacoes/${rental.id}#acerto-da-caucao`,
      name: 'deposit/settled',
      ready: async (shot) => {
        await shot.getByText('Caução acertada').waitFor();
      },
    });
  });
});
