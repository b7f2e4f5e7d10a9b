import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, newContext, VIEWPORTS, watchErrors } from './support/browser';
import { openPaidStay, type PaidStay } from './support/paid-stay';
import { samplePng } from './support/sample-documents';

// A repair request: the customer opens one with a photo from the rental's page on a phone, staff take it
// on the board, resolve it, and the customer confirms.

let stay: PaidStay;
beforeAll(async () => {
  stay = await openPaidStay({
    staff: { email: 'reparos@estadia.com.br', password: 'chave-dos-reparos-2026' },
    customerName: 'Marta Reparo Lima',
    screenshots: 'maintenance',
  });
});
afterAll(() => stay?.close());

describe('a repair request', () => {
  it('is opened by the customer with a photo, worked on the board, and confirmed', async () => {
    const { browser, product, customer, rental, staffToken, shots } = stay;
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

    await shots(customer.token, `/minhas-locacoes/${rental.id}#solicitacoes`, 'rental-section', (each) =>
      each.getByRole('article', { name: 'Hidráulica' }).waitFor(),
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
    // The picker of who may take it now shows the one who took it.
    await open
      .getByLabel('Responsável')
      .locator('option:checked', { hasText: '(você)' })
      .waitFor({ state: 'attached' });
    await expectAccessible(board);
    await open.getByLabel('Situação').selectOption({ label: 'Resolvida' });
    await board.getByRole('region', { name: 'Resolvida (1)' }).waitFor();
    expect(staffErrors).toEqual([]);
    await staff.close();
    await shots(staffToken, '/admin/solicitacoes', 'board', (each) =>
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
    // Eight screenshots besides the journey: minutes on a loaded machine.
  }, 300_000);
});
