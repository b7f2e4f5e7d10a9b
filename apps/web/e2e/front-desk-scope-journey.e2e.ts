import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, newContext, VIEWPORTS, watchErrors } from './support/browser';
import { uniqueEmail } from './support/customers';
import { waitForMail } from './support/mailbox';
import { openPaidStay, type PaidStay } from './support/paid-stay';

// What each role reads (decision 0017): the front desk opens the back-office on its day (today's arrival,
// no money, no rentals list) and a rental 60 days away is out of its reach; the administrator sees the
// month's revenue on the same dashboard.

const FRONT_DESK_PASSWORD = 'chave da recepção 2026';
let stay: PaidStay;
let frontDeskToken: string;
let farRentalId: string;

/** A FRONT_DESK member through the real invitation: the e-mailed link's code, then a password. */
async function frontDeskMember(): Promise<string> {
  const { product, client, staffToken } = stay;
  const email = uniqueEmail('recepcao');
  await client.api('admin/staff/invitations', {
    token: staffToken,
    method: 'POST',
    body: JSON.stringify({ name: 'Sebastião Recepção', email, role: 'FRONT_DESK' }),
  });
  const mail = await waitForMail(product.mailDir, email, /definir-senha\?codigo=/);
  const code = decodeURIComponent(/definir-senha\?codigo=([^\s&]+)/.exec(mail)![1]!);
  await client.api('admin/staff/invitations/accept', {
    method: 'POST',
    body: JSON.stringify({ code, password: FRONT_DESK_PASSWORD }),
  });
  return client.logIn({ email, password: FRONT_DESK_PASSWORD });
}

beforeAll(async () => {
  stay = await openPaidStay({
    staff: { email: 'gerencia.escopo@estadia.com.br', password: 'chave-da-gerencia-2026' },
    customerName: 'Otávio Chegando Lima',
    screenshots: 'D',
  });
  const far = await stay.client.customerWithCompleteProfile('Helena Distante Prado');
  [frontDeskToken, farRentalId] = await Promise.all([
    frontDeskMember(),
    stay.client.submittedRental(far.token, { startInDays: 60, nights: 3 }).then(({ rental }) => rental.id),
  ]);
}, 120_000);
afterAll(() => stay?.close());

const dashboardReady = (page: Page) =>
  page
    .getByRole('region', { name: /Check-ins de hoje/ })
    .getByText('Otávio Chegando Lima')
    .waitFor();

describe('the front desk in the back-office', () => {
  it('sees its day without money, opens today’s arrival, and is told a far rental is out of reach', async () => {
    const { browser, product, rental } = stay;
    const context = await newContext(browser, {
      baseUrl: product.baseUrl,
      viewport: VIEWPORTS.desktop,
      token: frontDeskToken,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/admin/painel');
    await dashboardReady(page);
    const menu = page.getByRole('navigation', { name: 'Administração' });
    for (const section of ['Painel', 'Calendário', 'Recepção', 'Governança'])
      await menu.getByRole('link', { name: section }).waitFor();
    for (const hidden of ['Locações', 'Solicitações', 'Pagamentos', 'Relatórios'])
      expect(await menu.getByRole('link', { name: hidden }).count(), hidden).toBe(0);
    expect(await page.getByText(/^Receita em /).count()).toBe(0);
    expect(await page.getByText('Conciliação em aberto').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Aguardando aprovação' }).count()).toBe(0);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Otávio Chegando Lima' }).click();
    await page.waitForURL(`**/admin/locacoes/${rental.id}`);
    const customer = page.getByRole('region', { name: 'Cliente' });
    await customer.getByText('Otávio Chegando Lima').first().waitFor();
    expect(await customer.getByText('Nome do pai').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Pagamentos' }).count()).toBe(0);
    expect(await page.getByText('Valores', { exact: true }).count()).toBe(0);
    await expectAccessible(page);

    await page.goto(`/admin/locacoes/${farRentalId}`);
    await page.getByText('Locação fora do alcance da recepção').waitFor();
    expect(await page.getByText('Helena Distante Prado').count()).toBe(0);
    await expectAccessible(page);
    // The 404 the API answers is expected here; nothing else may fail.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  });

  it('is photographed with the administrator’s dashboard, at 390 and 1280 px, light and dark', async () => {
    await stay.shots(frontDeskToken, '/admin/painel', 'dashboard-front-desk', dashboardReady);
    await stay.shots(stay.staffToken, '/admin/painel', 'dashboard-admin', async (page) => {
      await dashboardReady(page);
      await page.getByText(/^Receita em /).waitFor();
    });
    await stay.shots(frontDeskToken, `/admin/locacoes/${farRentalId}`, 'rental-out-of-reach', (page) =>
      page.getByText('Locação fora do alcance da recepção').waitFor(),
    );
    await stay.shots(frontDeskToken, `/admin/locacoes/${stay.rental.id}`, 'rental-front-desk', (page) =>
      page.getByRole('region', { name: 'Cliente' }).waitFor(),
    );
  }, 180_000);
});
