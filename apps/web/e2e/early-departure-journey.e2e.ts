import { addDays, formatBrDate, type Rental, todayIso } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, newContext, VIEWPORTS, watchErrors } from './support/browser';
import { openPaidStay, type PaidStay } from './support/paid-stay';

// 'Antecipar saída': a customer with a paid long stay picks an earlier check-out on the rental page,
// reads the server's quote (the reduced fine of Lei 8.245 art. 4º, the refund), confirms, and sees the
// new check-out and the refund under way; staff see the departure on the back-office rental.
const STAY_NIGHTS = 45;

let stay: PaidStay;
beforeAll(async () => {
  stay = await openPaidStay({
    staff: { email: 'gerencia@estadia.com.br', password: 'chave-da-gerencia-2026' },
    customerName: 'Renata Lopes Ferraz',
    nights: STAY_NIGHTS,
    screenshots: 'early-departure',
  });
});
afterAll(() => stay?.close());

describe('leaving a paid long stay early', () => {
  const newEnd = addDays(todayIso(), 20);

  it('quotes the reduced fine and the refund, confirms, and shows the new check-out', async () => {
    const { browser, product, client, customer, rental, shots } = stay;
    const context = await newContext(browser, {
      baseUrl: product.baseUrl,
      viewport: VIEWPORTS.mobile,
      token: customer.token,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/minhas-locacoes/${rental.id}#antecipar-saida`);
    const section = page.locator('#antecipar-saida');
    await section.getByText('Escolha a nova data para ver quanto custa e quanto volta.').waitFor();

    await section.getByLabel(/Nova data de saída/).fill(formatBrDate(newEnd));
    const summary = section.getByRole('region', { name: 'Quanto custa e quanto volta' });
    await summary.getByText('Novo valor da estadia').waitFor();
    await summary.getByText(`${STAY_NIGHTS - 20} noites`).waitFor();
    await summary.getByText(/art\. 4º da Lei nº 8\.245\/1991/).waitFor();
    await section.getByLabel(/Motivo/).fill('A empresa me transferiu para outra cidade antes do previsto.');
    await expectAccessible(page);
    await shots(customer.token, `/minhas-locacoes/${rental.id}#antecipar-saida`, 'quote', async (shot) => {
      const form = shot.locator('#antecipar-saida');
      await form.getByLabel(/Nova data de saída/).fill(formatBrDate(newEnd));
      await form.getByText('Novo valor da estadia').waitFor();
    });

    await section.getByRole('button', { name: 'Antecipar saída', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar a saída antecipada?' });
    await dialog.getByText(`A estadia passa a terminar em ${formatBrDate(newEnd)}.`).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Confirmar saída' }).click();

    await section.getByText(`Saída antecipada para ${formatBrDate(newEnd)}`).waitFor({ timeout: 20_000 });
    await section.getByText(formatBrDate(rental.endDate)).waitFor();
    // The refund was asked of the bank with the departure; the sandbox bank confirms it soon after.
    await section.getByText(/Estorno em andamento|Estornado/).waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();

    const shortened = await client.api<Rental>(`rentals/${rental.id}`, {
      token: customer.token,
    });
    expect(shortened).toMatchObject({ status: 'RENTED', endDate: newEnd });
    expect(shortened.earlyDeparture?.refundCents).toBeGreaterThan(0);
    expect(shortened.earlyDeparture?.feeCents).toBeGreaterThan(0);
    await shots(customer.token, `/minhas-locacoes/${rental.id}#antecipar-saida`, 'recorded', async (shot) => {
      await shot.getByText(`Saída antecipada para ${formatBrDate(newEnd)}`).waitFor();
    });
  }, 300_000);

  it('is shown to staff on the back-office rental', async () => {
    const { rental, staffToken, shots } = stay;
    await shots(staffToken, `/admin/locacoes/${rental.id}`, 'back-office', async (shot) => {
      await shot
        .getByText(
          `Saída antecipada pelo cliente para ${formatBrDate(newEnd)} (era ${formatBrDate(rental.endDate)})`,
        )
        .waitFor();
      await shot.getByText('Motivo: A empresa me transferiu para outra cidade antes do previsto.').waitFor();
    });
  }, 180_000);
});
