import { apartmentLabel } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, newContext, VIEWPORTS, watchErrors } from './support/browser';
import { openPaidStay, type PaidStay } from './support/paid-stay';
import { samplePng } from './support/sample-documents';

// The inspection and housekeeping: staff record the move-in on a phone with a photo from its camera, the
// customer contests an item on the rental's page, and after the check-out the housekeeping board shows
// the apartment dirty with a cleaning task.

let stay: PaidStay;
beforeAll(async () => {
  stay = await openPaidStay({
    staff: { email: 'governanca@estadia.com.br', password: 'chave-da-governanca-2026' },
    customerName: 'Lívia Andrade Prado',
    screenshots: 'inspection',
  });
});
afterAll(() => stay?.close());

describe('the inspection and housekeeping', () => {
  it('lets staff record the move-in on a phone, with a photo taken by its camera', async () => {
    const { browser, product, client, customer, rental, staffToken } = stay;
    const context = await newContext(browser, {
      baseUrl: product.baseUrl,
      viewport: VIEWPORTS.mobile,
      token: staffToken,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/admin/locacoes/${rental.id}`);
    await page.getByRole('link', { name: 'Registrar vistoria de entrada' }).click();
    await page.waitForURL(`**/admin/locacoes/${rental.id}/vistoria`);
    await page.getByRole('heading', { name: 'Vistoria de entrada' }).waitFor();
    await expectAccessible(page);

    // A photo of the first item from the camera: resized on a canvas, then uploaded.
    const camera = page.getByLabel(/^Tirar foto de /).first();
    const itemName = (await camera.getAttribute('aria-label'))!.replace('Tirar foto de ', '');
    expect(await camera.getAttribute('capture')).toBe('environment');
    await camera.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: samplePng(2400, 1600) });
    await page.getByRole('img', { name: `Foto 1 de ${itemName}` }).waitFor();
    for (const group of await page.getByRole('group').all()) await group.getByText('Bom estado').click();
    await page.getByLabel(`Observações sobre ${itemName}`).fill('Pequena mancha no braço esquerdo');
    await page.getByRole('group', { name: 'Estado de Espelho' }).getByText('Desgastado').click();
    await page.getByRole('button', { name: 'Registrar vistoria' }).click();
    await page.waitForURL(`**/admin/locacoes/${rental.id}`);
    const panel = page.getByRole('region', { name: 'Vistorias' });
    await panel.getByText(/Aguardando o cliente até/).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    const { items } = await client.api<{ items: { items: { item: string; photos: string[] }[] }[] }>(
      `rentals/${rental.id}/inspections`,
      { token: customer.token },
    );
    const photographed = items[0]!.items.find((item) => item.item === itemName)!;
    expect(photographed.photos).toHaveLength(1);
    // Resized before the upload: a JPEG, not the 2400 px PNG the camera gave.
    expect(photographed.photos[0]).toMatch(/\.jpg$/);
  });

  it('lets the customer see it room by room and contest an item with a comment', async () => {
    const { browser, product, customer, rental } = stay;
    const context = await newContext(browser, {
      baseUrl: product.baseUrl,
      viewport: VIEWPORTS.mobile,
      token: customer.token,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/minhas-locacoes/${rental.id}`);
    const section = page.getByRole('region', { name: 'Vistoria', exact: true });
    await section.getByText('Pequena mancha no braço esquerdo').waitFor();
    await section.getByRole('img', { name: /, foto 1$/ }).waitFor();
    await expectAccessible(page);
    const bathroom = section.getByRole('region', { name: 'Vistoria de entrada: Banheiro' });
    const mirror = bathroom.getByRole('listitem').filter({ hasText: 'Espelho' });
    await mirror.getByLabel('Contestar este item').check();
    await mirror
      .getByLabel('O que está diferente em Espelho')
      .fill('O espelho estava trincado, não só desgastado.');
    await section.getByRole('button', { name: 'Enviar contestação (1 item)' }).click();
    await section.getByText('Você contestou 1 item').waitFor();
    await mirror.getByText('Sua contestação: O espelho estava trincado, não só desgastado.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the apartment dirty on the housekeeping board after the front desk checks out', async () => {
    const { client, customer, rental, projectId, staffToken, shots } = stay;
    await client.api(`rentals/${rental.id}/occupants`, {
      method: 'PUT',
      token: customer.token,
      body: JSON.stringify({
        items: [
          {
            name: 'Lívia Andrade Prado',
            birthdate: '1988-02-11',
            document: { type: 'CPF', number: '52998224725' },
            isCustomer: true,
          },
        ],
      }),
    });
    await client.api(`admin/rentals/${rental.id}/check-in`, { method: 'POST', token: staffToken });
    await client.api(`admin/rentals/${rental.id}/check-out`, { method: 'POST', token: staffToken });

    const label = apartmentLabel(rental.apartment);
    await shots(staffToken, `/admin/governanca?project=${projectId}`, 'governanca', async (page) => {
      const card = page.getByRole('listitem').filter({ hasText: label });
      await card.getByText('Sujo').waitFor();
      await card.getByText(/Limpeza pendente desde/).waitFor();
    });
  });

  // Sixteen page loads with axe and a full-page screenshot each: one test per two pages keeps each well
  // inside the browser tests' 60 s.
  it("pictures the move-out inspection and the customer's view of it at every size, axe-clean", async () => {
    const { customer, rental, staffToken, shots } = stay;
    await shots(staffToken, `/admin/locacoes/${rental.id}/vistoria`, 'vistoria-saida', async (page) => {
      await page.getByRole('heading', { name: 'Vistoria de saída' }).waitFor();
    });
    await shots(customer.token, `/minhas-locacoes/${rental.id}`, 'cliente-vistoria', async (page) => {
      await page.getByText('Você contestou 1 item').waitFor();
    });
  });

  it('pictures the dashboard with the apartment not ready, then housekeeping marks it clean', async () => {
    const { browser, product, rental, projectId, staffToken, shots } = stay;
    await shots(staffToken, '/admin/painel', 'painel', async (page) => {
      await page.getByRole('heading', { name: 'Apartamentos não prontos para quem chega hoje' }).waitFor();
    });

    // Cleaned: the task is done and the board says so.
    const label = apartmentLabel(rental.apartment);
    const context = await newContext(browser, {
      baseUrl: product.baseUrl,
      viewport: VIEWPORTS.desktop,
      token: staffToken,
    });
    const page = await context.newPage();
    await page.goto(`/admin/governanca?project=${projectId}`);
    await page.getByRole('button', { name: `Marcar como limpo: ${label}` }).click();
    const card = page.getByRole('listitem').filter({ hasText: label });
    await card.getByText(/Última limpeza concluída em/).waitFor();
    await context.close();
  });
});
