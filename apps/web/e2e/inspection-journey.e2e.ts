import { apartmentLabel, type Rental } from '@estadia/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captureEverySize as captureShots,
  describeViolations,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  VIEWPORTS,
  watchErrors,
} from './support/browser';
import { type RunningProduct, startProduct } from './support/product';
import { apiClient } from './support/rentals';
import { samplePng } from './support/sample-documents';

// The inspection and housekeeping: staff record the move-in on a phone with a photo from its camera, the
// customer contests an item on the rental's page, and after the check-out the housekeeping board shows
// the apartment dirty with a cleaning task.
const ADMIN = { email: 'governanca@estadia.com.br', password: 'chave-da-governanca-2026' };

let product: RunningProduct;
let browser: Browser;
let customer: { email: string; token: string };
let rental: Rental;
let projectId: string;
let staffToken: string;

async function expectAccessible(page: Page) {
  expect(describeViolations(await seriousAxeViolations(page))).toBe('');
}

const stayClient = () => apiClient(product.baseUrl);

async function paidStayFromToday() {
  ({
    customer,
    rental,
    project: { id: projectId },
  } = await stayClient().paidStayFromToday('Lívia Andrade Prado'));
}

const logInStaff = () => stayClient().logIn(ADMIN);

function captureEverySize(token: string, path: string, name: string, ready: (page: Page) => Promise<void>) {
  return captureShots(browser, { baseUrl: product.baseUrl, token, path, name: `inspection/${name}`, ready });
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

describe('the inspection and housekeeping', () => {
  it('lets staff record the move-in on a phone, with a photo taken by its camera', async () => {
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

    const client = apiClient(product.baseUrl);
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
    const client = apiClient(product.baseUrl);
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
    await captureEverySize(
      staffToken,
      `/admin/governanca?project=${projectId}`,
      'governanca',
      async (page) => {
        const card = page.getByRole('listitem').filter({ hasText: label });
        await card.getByText('Sujo').waitFor();
        await card.getByText(/Limpeza pendente desde/).waitFor();
      },
    );
  });

  // Sixteen page loads with axe and a full-page screenshot each: one test per two pages keeps each well
  // inside the browser tests' 60 s.
  it("pictures the move-out inspection and the customer's view of it at every size, axe-clean", async () => {
    await captureEverySize(
      staffToken,
      `/admin/locacoes/${rental.id}/vistoria`,
      'vistoria-saida',
      async (page) => {
        await page.getByRole('heading', { name: 'Vistoria de saída' }).waitFor();
      },
    );
    await captureEverySize(
      customer.token,
      `/minhas-locacoes/${rental.id}`,
      'cliente-vistoria',
      async (page) => {
        await page.getByText('Você contestou 1 item').waitFor();
      },
    );
  });

  it('pictures the dashboard with the apartment not ready, then housekeeping marks it clean', async () => {
    await captureEverySize(staffToken, '/admin/painel', 'painel', async (page) => {
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
