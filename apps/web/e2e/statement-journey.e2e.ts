import { readFile } from 'node:fs/promises';
import { formatMoney, rentalShortId, type Statement, todayIso } from '@estadia/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, newContext, VIEWPORTS, watchErrors } from './support/browser';
import { uniqueEmail } from './support/customers';
import { waitForMail } from './support/mailbox';
import { openPaidStay, type PaidStay } from './support/paid-stay';

// The ledger read by people (issue 26, point 5): a customer who rented and paid through the sandbox bank
// reads the extrato on the rental's page and downloads its PDF; a FINANCE member opens 'Financeiro', sees
// the trial balance prove that debits equal credits, and exports the journal as CSV for the accountant.

const FINANCE_PASSWORD = 'livro caixa da estadia 2026';
let stay: PaidStay;
let financeToken: string;
let statement: Statement;

/** A FINANCE member through the real invitation: the e-mailed link's code, then a password. */
async function financeMember(): Promise<string> {
  const { product, client, staffToken } = stay;
  const email = uniqueEmail('financeiro');
  await client.api('admin/staff/invitations', {
    token: staffToken,
    method: 'POST',
    body: JSON.stringify({ name: 'Fernanda Financeiro', email, role: 'FINANCE' }),
  });
  const mail = await waitForMail(product.mailDir, email, /definir-senha\?codigo=/);
  const code = decodeURIComponent(/definir-senha\?codigo=([^\s&]+)/.exec(mail)![1]!);
  await client.api('admin/staff/invitations/accept', {
    method: 'POST',
    body: JSON.stringify({ code, password: FINANCE_PASSWORD }),
  });
  return client.logIn({ email, password: FINANCE_PASSWORD });
}

beforeAll(async () => {
  stay = await openPaidStay({
    staff: { email: 'gerencia.extrato@estadia.com.br', password: 'chave-da-gerencia-2026' },
    customerName: 'Lívia Extrato Campos',
    screenshots: 'W',
  });
  financeToken = await financeMember();
  statement = await stay.client.api<Statement>(`rentals/${stay.rental.id}/statement`, {
    token: stay.customer.token,
  });
}, 180_000);
afterAll(() => stay?.close());

const extratoReady = async (page: Page) => {
  const region = page.getByRole('region', { name: 'Extrato', exact: true });
  await region.getByRole('table', { name: 'Lançamentos do extrato' }).waitFor();
  await region.scrollIntoViewIfNeeded();
};

const ledgerReady = async (page: Page) => {
  await page.getByRole('region', { name: 'Balancete' }).getByText('Débitos = Créditos').waitFor();
  await page.getByRole('list', { name: 'Lançamentos do diário' }).getByRole('article').first().waitFor();
};

describe('the extrato and Financeiro', () => {
  it('the paid stay’s extrato holds its charge and its payment, and the rule holds', () => {
    const kinds = statement.entries.map((entry) => entry.kind);
    expect(kinds).toContain('CHARGE');
    expect(kinds).toContain('PAYMENT');
    const { contractedCents, receivedCents, refundedCents, outstandingCents } = statement.totals;
    expect(receivedCents).toBeGreaterThan(0);
    expect(receivedCents - refundedCents + outstandingCents).toBe(contractedCents);
  });

  it('the customer reaches the extrato by keyboard on a phone, reads it and downloads the PDF', {
    timeout: 120_000,
  }, async () => {
    const { browser, product, customer, rental } = stay;
    const context = await newContext(browser, {
      baseUrl: product.baseUrl,
      viewport: VIEWPORTS.mobile,
      token: customer.token,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/minhas-locacoes/${rental.id}`);

    const anchor = page.getByRole('navigation', { name: 'Seções da locação' }).getByRole('link', {
      name: 'Extrato',
    });
    await anchor.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/minhas-locacoes/${rental.id}#extrato`);
    await extratoReady(page);
    const region = page.getByRole('region', { name: 'Extrato', exact: true });

    // Every line the API answers, in its order, with its Portuguese kind, day and amount.
    const rows = region.getByRole('table', { name: 'Lançamentos do extrato' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(statement.entries.length + 1);
    const texts = await rows.allTextContents();
    expect(texts[0]).toBe('DataLançamentoValor');
    const labels = { CHARGE: 'Cobrança', PAYMENT: 'Pagamento' } as Record<string, string>;
    statement.entries.forEach((entry, index) => {
      const text = texts[index + 1]!;
      expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4}/);
      expect(text).toContain(entry.description);
      expect(text.endsWith(formatMoney(entry.amountCents))).toBe(true);
      if (labels[entry.kind]) expect(text).toContain(labels[entry.kind]);
    });
    const totals = await region.getByLabel('Totais').textContent();
    expect(totals).toBe(
      `Contratado${formatMoney(statement.totals.contractedCents)}` +
        `Recebido${formatMoney(statement.totals.receivedCents)}` +
        `Devolvido${formatMoney(statement.totals.refundedCents)}` +
        `Em aberto${formatMoney(statement.totals.outstandingCents)}`,
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The PDF, fetched with the session's token and saved under the rental's name.
    await region.getByRole('button', { name: 'Baixar PDF' }).focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(`extrato-${rentalShortId(rental.id)}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the extrato at 390 and 1280 px, light and dark', { timeout: 180_000 }, async () => {
    await stay.shots(
      stay.customer.token,
      `/minhas-locacoes/${stay.rental.id}#extrato`,
      'extrato',
      extratoReady,
    );
  });

  it('FINANCE opens Financeiro from the menu: the trial balance balances, the journal lists the stay, the CSV downloads', {
    timeout: 120_000,
  }, async () => {
    const { browser, product, rental } = stay;
    const context = await newContext(browser, { baseUrl: product.baseUrl, token: financeToken });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/admin/painel');
    await page.getByRole('link', { name: 'Financeiro' }).first().click();
    await page.waitForURL('**/admin/financeiro');
    await ledgerReady(page);

    // The trial balance at today: the money received sits at the provider (1.1.2), totals equal.
    const balance = page.getByRole('region', { name: 'Balancete' });
    const today = todayIso();
    await expect
      .poll(() => balance.getByLabel(/Data/).inputValue())
      .toBe(`${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`);
    const provider = balance.getByRole('row').filter({ hasText: '1.1.2' });
    expect(await provider.textContent()).toContain(formatMoney(statement.totals.receivedCents));
    const footer = await balance.getByRole('row').filter({ hasText: 'Totais' }).textContent();
    const [debit, credit] = footer!.replace('Totais', '').split(/(?=R\$)/);
    expect(debit).toBe(credit);

    // The journal of this month holds the stay's entries, each with its lines and a way to the rental.
    const journal = page.getByRole('region', { name: 'Diário' });
    const entry = journal
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Ver locação' }) });
    expect(await entry.count()).toBeGreaterThanOrEqual(2);
    expect(await entry.first().getByRole('row').count()).toBeGreaterThanOrEqual(3);

    // 'Exportar CSV' by keyboard: the whole window, one row per line, for the accountant.
    await journal.getByRole('button', { name: 'Exportar CSV' }).focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(`diario-${today.slice(0, 8)}01-${today}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(csv).toContain(rental.id);
    expect(csv).toContain('1.1.2');

    // The rental's back-office page shows the same extrato beside its payments.
    await entry.first().getByRole('link', { name: 'Ver locação' }).click();
    await page.waitForURL(`**/admin/locacoes/${rental.id}`);
    const panel = page.getByRole('region', { name: 'Extrato', exact: true });
    await panel.getByRole('table', { name: 'Lançamentos do extrato' }).waitFor();
    expect(await panel.getByLabel('Totais').textContent()).toContain(
      `Recebido${formatMoney(statement.totals.receivedCents)}`,
    );

    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the back-office rental’s extrato at 390 and 1280 px, light and dark', {
    timeout: 180_000,
  }, async () => {
    await stay.shots(financeToken, `/admin/locacoes/${stay.rental.id}`, 'locacao-extrato', extratoReady);
  });

  it('shows Financeiro at 390 and 1280 px, light and dark', { timeout: 180_000 }, async () => {
    await stay.shots(financeToken, '/admin/financeiro', 'financeiro', ledgerReady);
  });
});
