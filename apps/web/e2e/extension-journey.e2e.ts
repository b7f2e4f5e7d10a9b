import { addDays, formatBrDate, type Rental } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, newContext, VIEWPORTS, watchErrors } from './support/browser';
import { openPaidStay, type PaidStay } from './support/paid-stay';

// 'Prorrogar estadia': a paid customer picks a later check-out on the rental page, sees the stay
// re-priced and the difference, signs the addendum and pays the difference by Pix (the sandbox bank);
// the stay's check-out moves.

let stay: PaidStay;
beforeAll(async () => {
  stay = await openPaidStay({
    staff: { email: 'gerencia@estadia.com.br', password: 'chave-da-gerencia-2026' },
    customerName: 'Marina Costa Prado',
    screenshots: 'extension',
  });
});
afterAll(() => stay?.close());

describe('extending a paid stay', () => {
  it('re-prices the stay, signs the addendum and pays the difference by Pix', async () => {
    const { browser, product, client, customer, rental, staffToken } = stay;
    const shots = (path: string, name: string, ready: Parameters<PaidStay['shots']>[3]) =>
      stay.shots(customer.token, path, name, ready);
    const newEnd = addDays(rental.endDate, 4);
    const context = await newContext(browser, {
      baseUrl: product.baseUrl,
      viewport: VIEWPORTS.mobile,
      token: customer.token,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/minhas-locacoes/${rental.id}#prorrogar-estadia`);
    const section = page.locator('#prorrogar-estadia');
    await section.getByText(`Saída atual: ${formatBrDate(rental.endDate)}`).waitFor();

    // The new check-out typed in the calendar's field, as a keyboard user would.
    const checkOut = section.getByLabel('Saída', { exact: true });
    await checkOut.fill(formatBrDate(newEnd).replaceAll('/', ''));
    await checkOut.press('Tab');
    await section.getByText('Diferença a pagar').waitFor();
    await section.getByText(formatBrDate(newEnd)).first().waitFor();
    await expectAccessible(page);
    await shots(`/minhas-locacoes/${rental.id}`, 'planner', async (shot) => {
      const field = shot.locator('#prorrogar-estadia').getByLabel('Saída', { exact: true });
      await field.fill(formatBrDate(newEnd).replaceAll('/', ''));
      await field.press('Tab');
      await shot.locator('#prorrogar-estadia').getByText('Diferença a pagar').waitFor();
    });

    await section.getByRole('button', { name: 'Prorrogar e reservar as noites' }).click();
    await section.getByRole('heading', { name: '1. Assine o termo aditivo' }).waitFor();
    await section.getByRole('button', { name: 'Abrir o termo aditivo (PDF)' }).waitFor();
    await section.getByLabel(/Li e aceito o termo aditivo/).check();
    await expectAccessible(page);
    await shots(`/minhas-locacoes/${rental.id}`, 'addendum', async (shot) => {
      await shot.getByRole('button', { name: 'Abrir o termo aditivo (PDF)' }).waitFor();
    });
    await section.getByRole('button', { name: 'Assinar o termo aditivo' }).click();

    await section.getByRole('heading', { name: /2\. Pague a diferença/ }).waitFor();
    await section.getByRole('button', { name: 'Gerar o Pix' }).click();
    await section.getByRole('button', { name: 'Simular pagamento' }).waitFor();
    await expectAccessible(page);
    await shots(`/minhas-locacoes/${rental.id}`, 'payment', async (shot) => {
      await shot.getByRole('button', { name: 'Simular pagamento' }).waitFor();
    });
    await section.getByRole('button', { name: 'Simular pagamento' }).click();
    await section.getByText(`Estadia prorrogada até ${formatBrDate(newEnd)}`).waitFor({ timeout: 20_000 });
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();

    const extended = await client.api<Rental>(`rentals/${rental.id}`, {
      token: customer.token,
    });
    expect(extended).toMatchObject({ status: 'RENTED', endDate: newEnd });
    expect(extended.accessCode).toBeTruthy();
    await shots(`/minhas-locacoes/${rental.id}`, 'paid', async (shot) => {
      await shot.getByText(`Estadia prorrogada até ${formatBrDate(newEnd)}`).waitFor();
    });

    // Staff see the extension on the back-office rental page.
    await stay.shots(staffToken, `/admin/locacoes/${rental.id}`, 'back-office', async (shot) => {
      await shot.getByText(`Saída de ${formatBrDate(rental.endDate)} para ${formatBrDate(newEnd)}`).waitFor();
    });
    // Five screens at two sizes in two themes: the journey takes minutes on a loaded machine.
  }, 300_000);
});
