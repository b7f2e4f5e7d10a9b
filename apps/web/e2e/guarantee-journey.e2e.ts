import type { Rental } from '@estadia/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captureEverySize,
  expectAccessible,
  launchBrowser,
  newContext,
  watchErrors,
} from './support/browser';
import { apiClient } from './support/rentals';
import { baseUrl } from './support/shared-product';

// A lease of 120 nights with CredPago: it waits for the guarantee's analysis, which the customer asks for
// on the rental's page; approved, the rental moves on, and once signed it is confirmed with nothing paid:
// each month is billed after it is lived. A refused analysis lets the customer choose another guarantee.

const { api, customerWithCompleteProfile, signContract, submittedRental } = apiClient(baseUrl);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A 120-night CredPago lease of `token`'s customer, sent: it waits for the analysis. */
async function credPagoLease(token: string, startInDays: number): Promise<Rental> {
  const { rental } = await submittedRental(token, {
    startInDays,
    nights: 120,
    rentGuaranteeType: 'CREDPAGO',
  });
  expect(rental.status).toBe('WAITING_APPROVAL');
  return rental;
}

describe('the CredPago guarantee and a post-paid lease', () => {
  it('analyses the guarantee from the rental page, and the signed lease is confirmed with nothing paid', async () => {
    const customer = await customerWithCompleteProfile('Otávio Menezes');
    const rental = await credPagoLease(customer.token, 400);
    const context = await newContext(browser, { baseUrl, token: customer.token });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/minhas-locacoes/${rental.id}`);
    const panel = page.getByRole('region', { name: 'Garantia' });
    await panel.getByText('Em análise').waitFor();
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Solicitar análise da CredPago' }).click();
    await panel
      .getByTestId('guarantee-approval')
      .getByText(/^Aprovada — referência SBX-[0-9A-F]{12}, taxa da CredPago R\$/)
      .waitFor();
    await panel.getByText('Sua locação foi aprovada e segue para a assinatura do contrato.').waitFor();
    await expectAccessible(page);
    expect((await api<Rental>(`rentals/${rental.id}`, { token: customer.token })).status).toBe(
      'WAITING_FOR_SIGNATURE',
    );

    const signed = await signContract(customer.token, rental.id);
    expect(signed).toMatchObject({ status: 'RENTED', rentRegime: 'POST_PAID' });
    await page.reload();
    await page
      .getByText(/cada mês é cobrado depois de vivido/)
      .first()
      .waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();

    await captureEverySize(browser, {
      baseUrl,
      token: customer.token,
      path: `/minhas-locacoes/${rental.id}`,
      name: 'guarantees/post-paid-lease',
      ready: async (shot) => {
        await shot.getByTestId('guarantee-approval').waitFor();
      },
    });
  });

  it('shows a refused analysis with its reason and lets the customer choose another guarantee', async () => {
    const customer = await customerWithCompleteProfile('Rita Figueiredo');
    await api('me', {
      method: 'PATCH',
      token: customer.token,
      body: JSON.stringify({ cpfOrCnpj: '987.654.321-00' }),
    });
    const rental = await credPagoLease(customer.token, 530);
    await api(`rentals/${rental.id}/guarantee/analysis`, { method: 'POST', token: customer.token });
    const path = `/minhas-locacoes/${rental.id}`;
    await captureEverySize(browser, {
      baseUrl,
      token: customer.token,
      path,
      name: 'guarantees/refused-analysis',
      ready: async (shot) => {
        await shot.getByText('A análise de crédito não aprovou a garantia para este CPF.').waitFor();
      },
    });
    const context = await newContext(browser, { baseUrl, token: customer.token });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(path);
    const panel = page.getByRole('region', { name: 'Garantia' });
    await panel.getByText('A análise de crédito não aprovou a garantia para este CPF.').waitFor();
    await panel.getByRole('radio', { name: /^Fiador/ }).check();
    await panel.getByRole('button', { name: 'Confirmar a escolha' }).click();
    await page.getByText('Garantia alterada para Fiador.').waitFor();
    await expect
      .poll(
        async () => (await api<Rental>(`rentals/${rental.id}`, { token: customer.token })).rentGuaranteeType,
      )
      .toBe('GUARANTOR');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
