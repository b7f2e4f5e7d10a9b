import { addDays, formatBrDate, type Rental } from '@estadia/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captureEverySize,
  describeViolations,
  launchBrowser,
  newContext,
  seriousAxeViolations,
  VIEWPORTS,
  watchErrors,
} from './support/browser';
import { type RunningProduct, startProduct } from './support/product';
import { apiClient } from './support/rentals';

// 'Prorrogar estadia': a paid customer picks a later check-out on the rental page, sees the stay
// re-priced and the difference, signs the addendum and pays the difference by Pix (the sandbox bank);
// the stay's check-out moves.

const ADMIN = { email: 'gerencia@estadia.com.br', password: 'chave-da-gerencia-2026' };

let product: RunningProduct;
let browser: Browser;
let customer: { email: string; token: string };
let rental: Rental;

async function expectAccessible(page: Page) {
  expect(describeViolations(await seriousAxeViolations(page))).toBe('');
}

function shots(path: string, name: string, ready: (page: Page) => Promise<void>) {
  return captureEverySize(browser, {
    baseUrl: product.baseUrl,
    token: customer.token,
    path,
    name: `extension/${name}`,
    ready,
  });
}

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProduct({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    launchBrowser(),
  ]);
  ({ customer, rental } = await apiClient(product.baseUrl).paidStayFromToday('Marina Costa Prado'));
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('extending a paid stay', () => {
  it('re-prices the stay, signs the addendum and pays the difference by Pix', async () => {
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

    const extended = await apiClient(product.baseUrl).api<Rental>(`rentals/${rental.id}`, {
      token: customer.token,
    });
    expect(extended).toMatchObject({ status: 'RENTED', endDate: newEnd });
    expect(extended.accessCode).toBeTruthy();
    await shots(`/minhas-locacoes/${rental.id}`, 'paid', async (shot) => {
      await shot.getByText(`Estadia prorrogada até ${formatBrDate(newEnd)}`).waitFor();
    });

    // Staff see the extension on the back-office rental page.
    const staffToken = await apiClient(product.baseUrl).logIn(ADMIN);
    await captureEverySize(browser, {
      baseUrl: product.baseUrl,
      token: staffToken,
      path: `/admin/locacoes/${rental.id}`,
      name: 'extension/back-office',
      ready: async (shot) => {
        await shot
          .getByText(`Saída de ${formatBrDate(rental.endDate)} para ${formatBrDate(newEnd)}`)
          .waitFor();
      },
    });
    // Five screens at two sizes in two themes: the journey takes minutes on a loaded machine.
  }, 300_000);
});
