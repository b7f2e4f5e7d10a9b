import { apartmentLabel, type Rental, todayIso } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, newContext, VIEWPORTS, watchErrors } from './support/browser';
import { openPaidStay, type PaidStay } from './support/paid-stay';

// The door: the guest of a paid stay reads the code with its window on the rental's page, makes a new one
// (the old one stops at once), and the front desk sees the door's state, never the code.

let stay: PaidStay;
beforeAll(async () => {
  stay = await openPaidStay({
    staff: { email: 'portaria@estadia.com.br', password: 'chave-da-portaria-2026' },
    customerName: 'Marina Teixeira Lopes',
    screenshots: 'door-access',
  });
});
afterAll(() => stay?.close());

describe('the door code', () => {
  it('shows the code with its window, and replaces it after a confirmation', async () => {
    const { browser, product, client, customer, rental, shots } = stay;
    const before = await client.api<Rental>(`rentals/${rental.id}`, { token: customer.token });
    expect(before.access?.code).toMatch(/^\d{6}$/);
    const context = await newContext(browser, {
      baseUrl: product.baseUrl,
      viewport: VIEWPORTS.mobile,
      token: customer.token,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/minhas-locacoes/${rental.id}`);
    const section = page.getByRole('region', { name: 'Código de acesso' });
    await section.getByTestId('access-code').getByText(before.access!.code).waitFor();
    await section
      .getByText(/^Válido de \d{2}\/\d{2}\/\d{4} às 14:00 até \d{2}\/\d{2}\/\d{4} às 12:00$/)
      .waitFor();
    await expectAccessible(page);

    await section.getByRole('button', { name: 'Gerar novo código' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gerar novo código de acesso?' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Gerar novo código' }).click();
    await page.getByText('Novo código gerado. O anterior não abre mais a porta.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const after = await client.api<Rental>(`rentals/${rental.id}`, { token: customer.token });
    expect(after.access?.code).toMatch(/^\d{6}$/);
    expect(after.access?.code).not.toBe(before.access!.code);
    expect(after.access).toMatchObject({
      validFrom: before.access!.validFrom,
      validUntil: before.access!.validUntil,
    });
    await section.getByTestId('access-code').getByText(after.access!.code).waitFor();
    await page
      .getByText('Novo código gerado. O anterior não abre mais a porta.')
      .waitFor({ state: 'detached' });
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();

    await shots(customer.token, `/minhas-locacoes/${rental.id}`, 'rental-page', async (shot) => {
      await shot.getByTestId('access-window').waitFor();
    });
  });

  it('shows the front desk the state of the door and the lock, without the code', async () => {
    const { browser, product, client, customer, rental, projectId, staffToken: token, shots } = stay;
    const current = await client.api<Rental>(`rentals/${rental.id}`, { token: customer.token });
    const context = await newContext(browser, { baseUrl: product.baseUrl, token });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const frontDesk = `/admin/recepcao?project=${projectId}&data=${todayIso()}`;
    await page.goto(frontDesk);
    const card = page
      .getByRole('region', { name: /^Chegadas/ })
      .getByRole('listitem', { name: apartmentLabel(rental.apartment) });
    await card.getByText('Código ativo').waitFor();
    // The lock's job runs on the server's queue: the page shows its confirmation once it is in.
    await expect
      .poll(
        async () => {
          await page.reload();
          // Counted once the reloaded page has drawn the stay again, not in the moment before its data arrives.
          await card.getByText('Código ativo').waitFor();
          return card.getByText(/^Fechadura atualizada em/).count();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(1);
    expect(await card.textContent()).not.toContain(current.access!.code);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();

    await shots(token, frontDesk, 'front-desk', async (shot) => {
      await shot.getByText('Código ativo').first().waitFor();
    });
  });
});
