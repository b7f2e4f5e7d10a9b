import {
  AUDIT_ACTION_LABELS,
  addDays,
  apartmentLabel,
  formatBrDate,
  formatMoney,
  type IsoDate,
  type Project,
  todayIso,
} from '@estadia/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  VIEWPORTS,
  watchErrors,
} from './support/browser';
import { CUSTOMER_PASSWORD, signUpThroughApi, uniqueEmail } from './support/customers';
import { waitForMail } from './support/mailbox';
import { type RunningProduct, startProduct } from './support/product';
import { apiClient } from './support/rentals';

// The back-office at /admin/ on a server of its own: requests wait for a staff member's approval
// (AUTO_APPROVE=false), and ADMIN_EMAIL/ADMIN_PASSWORD create the first administrator.
const ADMIN = { email: 'gerencia@estadia.com.br', password: 'chave-da-gerencia-2026' };

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProduct({ AUTO_APPROVE: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

async function logIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/admin/');
  // The back-office's first page asks for a login and comes back afterwards.
  await page.waitForURL(/\/admin\/login\?redirect=%2Fpainel$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

describe('the back-office login', () => {
  it("refuses a customer with the spec's message and keeps no session", async () => {
    const email = uniqueEmail('cliente-admin');
    await signUpThroughApi(product.baseUrl, { name: 'Renata Siqueira', email });
    const context = await newContext(browser, { baseUrl: product.baseUrl, viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    await logIn(page, { email, password: CUSTOMER_PASSWORD });
    await page.getByText('Você não tem permissão para realizar esta ação.').waitFor();
    expect(page.url()).toMatch(/\/admin\/login/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await context.close();
  });

  it("ends a customer's stored session at the first back-office page, saying 'Permissões revogadas'", async () => {
    const { token } = await signUpThroughApi(product.baseUrl, { name: 'Otávio Lins' });
    const context = await newContext(browser, { baseUrl: product.baseUrl, token });
    const page = await context.newPage();
    await page.goto('/admin/painel');
    await page.getByText('Permissões revogadas').waitFor();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await context.close();
  });

  it('lets the administrator in, on the dashboard, with every section in the menu', async () => {
    const context = await newContext(browser, { baseUrl: product.baseUrl });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await logIn(page, ADMIN);
    await page.waitForURL('**/admin/painel');
    const menu = page.getByRole('navigation', { name: 'Administração' });
    for (const section of [
      'Painel',
      'Locações',
      'Calendário',
      'Preços',
      'Pagamentos',
      'Conciliação',
      'Relatórios',
      'Equipe',
      'Auditoria',
    ]) {
      await menu.getByRole('link', { name: section }).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

const DAY_LABEL = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** The customer calendar's name for a day: 'sábado, 14 de março de 2026'. */
const dayLabel = (day: IsoDate) => DAY_LABEL.format(new Date(`${day}T12:00:00Z`));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** No serious or critical axe-core violations on the screen as it is now. */

/** A customer's day button in the unit page's calendar, moving month by month until it shows. */
async function customerDay(page: Page, day: IsoDate) {
  const button = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(dayLabel(day))}`) });
  for (let attempt = 0; attempt < 24 && !(await button.isVisible()); attempt += 1) {
    await page.getByRole('button', { name: 'Próximo mês' }).click();
  }
  return button;
}

describe('permissions changed with the session open', () => {
  it('follows a role change at the next screen, and a revocation ends the session', async () => {
    // A customer made Financeiro by the administrator, once they accept from the e-mailed link.
    const email = uniqueEmail('financeiro');
    await signUpThroughApi(product.baseUrl, { name: 'Paula Ventura', email });
    const admin = await adminToken();
    const { api } = apiClient(product.baseUrl);
    const member = await api<{ id: string }>('admin/staff/invitations', {
      token: admin,
      method: 'POST',
      body: JSON.stringify({ name: 'Paula Ventura', email, role: 'FINANCE' }),
    });
    const link = await waitForMail(product.mailDir, email, /\/admin\/aceitar-convite\?codigo=/);
    const code = /codigo=([A-Za-z0-9_-]+)/.exec(link)![1];
    const body = JSON.stringify({ code, password: CUSTOMER_PASSWORD });
    await api('admin/staff/invitations/accept', { method: 'POST', body });

    const context = await newContext(browser, { baseUrl: product.baseUrl });
    const page = await context.newPage();
    await logIn(page, { email, password: CUSTOMER_PASSWORD });
    await page.waitForURL('**/admin/painel');
    const menu = page.getByRole('navigation', { name: 'Administração' });
    await menu.getByRole('link', { name: 'Pagamentos' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Calendário' }).count()).toBe(0);

    // Made Reservas while the page is open: the ledger's request is refused (403 MISSING_PERMISSIONS), the
    // user is reloaded, the page is not theirs any more and the menu follows the new role.
    await api(`admin/staff/${member.id}`, {
      token: admin,
      method: 'PATCH',
      body: JSON.stringify({ role: 'BOOKINGS' }),
    });
    await menu.getByRole('link', { name: 'Pagamentos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Página não encontrada' }).waitFor();
    await menu.getByRole('link', { name: 'Calendário' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Pagamentos' }).count()).toBe(0);

    // Revoked: the open session ends with the access.
    await api(`admin/staff/${member.id}`, { token: admin, method: 'DELETE' });
    await menu.getByRole('link', { name: 'Locações' }).click();
    await page.waitForURL(/\/admin\/login/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await context.close();
  });
});

describe('a month of business from /admin/', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`approves a request, blocks nights, changes a price and reads the occupancy at ${viewport.width} px`, async () => {
      const { customerWithCompleteProfile, submittedRental } = apiClient(product.baseUrl);
      const customer = await customerWithCompleteProfile(
        name === 'mobile' ? 'Helena Prado' : 'Joaquim Ramos',
      );
      const { rental, project } = await submittedRental(customer.token, {
        startInDays: name === 'mobile' ? 15 : 45,
        nights: 4,
      });
      expect(rental.status).toBe('WAITING_APPROVAL');

      // The phone run uses the dark theme, the desktop run the light one.
      const theme = name === 'mobile' ? 'dark' : 'light';
      const context = await newContext(browser, { baseUrl: product.baseUrl, viewport, theme });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await logIn(page, ADMIN);
      await page.waitForURL('**/admin/painel');
      await page.getByRole('heading', { level: 1, name: 'Painel' }).waitFor();
      await expectAccessible(page);
      await screenshot(page, `e2e-back-office-dashboard-${name}`);

      // Approve: from the list of requests waiting, to the rental's page.
      await page.goto('/admin/locacoes?status=WAITING_APPROVAL');
      await page
        .getByRole('link', { name: new RegExp(escapeRegExp(customerName(name))) })
        .first()
        .click();
      await page.waitForURL(`**/admin/locacoes/${rental.id}`);
      await page.getByRole('button', { name: 'Aprovar' }).click();
      const approval = page.getByRole('dialog', { name: 'Aprovar locação?' });
      await approval.getByRole('button', { name: 'Aprovar locação' }).click();
      await page.getByText('Locação aprovada. O cliente já pode assinar o contrato.').waitFor();
      await page.getByText('Assinatura pendente').first().waitFor();
      await expectAccessible(page);
      await screenshot(page, `e2e-back-office-rental-${name}`);

      // The customer sees it at once.
      const customerContext = await newContext(browser, {
        baseUrl: product.baseUrl,
        viewport,
        token: customer.token,
      });
      const customerPage = await customerContext.newPage();
      await customerPage.goto('/minhas-locacoes');
      await customerPage.getByText('Assinatura pendente').first().waitFor();

      // Block an apartment's nights for maintenance, through the calendar's form.
      const blockStart = addDays(todayIso(), name === 'mobile' ? 60 : 90);
      const blockEnd = addDays(blockStart, 3);
      const apartment = await firstApartment(project);
      await page.goto(`/admin/calendario?project=${project.id}&from=${blockStart}&nights=30`);
      await page.getByRole('grid').waitFor();
      await page.getByRole('button', { name: 'Novo bloqueio' }).click();
      const blockDialog = page.getByRole('dialog', { name: 'Bloquear noites' });
      await blockDialog.getByLabel('Apartamento').selectOption(apartment.id);
      await blockDialog.getByLabel('Início').fill(formatBrDate(blockStart));
      await blockDialog.getByLabel('Fim').fill(formatBrDate(blockEnd));
      await blockDialog.getByLabel('Motivo').fill('Troca do aquecedor');
      await blockDialog.getByRole('button', { name: 'Bloquear noites' }).click();
      await blockDialog.waitFor({ state: 'hidden' });
      await page.getByRole('cell', { name: 'Troca do aquecedor' }).first().waitFor();
      await expectAccessible(page);
      await screenshot(page, `e2e-back-office-calendar-${name}`);

      // The customer's calendar for that apartment shows the nights taken.
      await customerPage.goto(`/projeto/salvo/${apartment.id}`);
      const blockedDay = await customerDay(customerPage, addDays(blockStart, 1));
      // The month's unavailable nights arrive after the month is shown.
      await expect.poll(() => blockedDay.getAttribute('aria-label')).toContain('noite indisponível');

      // Change a price: the customer's page quotes the new one.
      const modality = project.modalities.find((candidate) => candidate.dynamicPrices?.shortPeriod == null)!;
      const newPrice = name === 'mobile' ? 321.5 : 287;
      await page.goto('/admin/precos');
      await page
        .getByRole('button', { name: `Editar preços de ${modality.name}` })
        .first()
        .click();
      const priceDialog = page.getByRole('dialog', { name: `Preços: ${modality.name}` });
      const shortPrice = priceDialog.getByLabel(/(por noite)/).first();
      await shortPrice.fill('');
      await shortPrice.pressSequentially(String(Math.round(newPrice * 100)));
      await priceDialog.getByRole('button', { name: 'Salvar preços' }).click();
      await priceDialog.waitFor({ state: 'hidden' });
      // The quote a customer gets for those nights is priced at once (4 nights, no car spot).
      const quoteStart = addDays(todayIso(), name === 'mobile' ? 120 : 150);
      await customerPage.goto(`/projeto/${project.id}/modalidade/${modality.id}`);
      await (await customerDay(customerPage, quoteStart)).click();
      await (await customerDay(customerPage, addDays(quoteStart, 4))).click();
      await expect
        .poll(async () => (await customerPage.getByTestId('price-total').first().textContent())?.trim())
        .toBe(formatMoney(4 * Math.round(newPrice * 100)));

      // The month's occupancy.
      await page.goto('/admin/relatorios');
      await page.getByText('Ocupação').first().waitFor();
      await page
        .getByText(/\d+(,\d+)?\s?%/)
        .first()
        .waitFor();
      await expectAccessible(page);
      await screenshot(page, `e2e-back-office-reports-${name}`);

      // Every action is in the audit log, with who did it.
      await page.goto('/admin/auditoria');
      for (const action of ['rental.approve', 'block.create', 'modality.update_prices'] as const) {
        await page.getByRole('cell', { name: AUDIT_ACTION_LABELS[action] }).first().waitFor();
      }
      await page.getByRole('cell', { name: ADMIN.email }).first().waitFor();
      await expectAccessible(page);
      expect(errors).toEqual([]);
      await customerContext.close();
      await context.close();
    });
  }
});

const customerName = (run: string) => (run === 'mobile' ? 'Helena Prado' : 'Joaquim Ramos');

async function firstApartment(project: Project): Promise<{ id: string; label: string }> {
  const from = todayIso();
  const { apartments } = await apiClient(product.baseUrl).api<{
    apartments: { id: string; block: string; floor: number; number: string }[];
  }>(`admin/projects/${project.id}/calendar?from=${from}&to=${addDays(from, 1)}`, {
    token: await adminToken(),
  });
  const apartment = apartments.at(-1)!;
  return { id: apartment.id, label: apartmentLabel(apartment) };
}

let cachedAdminToken: string | undefined;
async function adminToken(): Promise<string> {
  if (cachedAdminToken) return cachedAdminToken;
  const response = await fetch(`${product.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  cachedAdminToken = ((await response.json()) as { token: string }).token;
  return cachedAdminToken;
}
