import { randomUUID } from 'node:crypto';
import {
  addDays,
  formatBrDateRange,
  formatMoney,
  type Payment,
  type ReconciliationItem,
  type Rental,
  rentalShortId,
  type Statement,
} from '@estadia/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeViolations,
  launchBrowser,
  newContext,
  screenshot,
  seriousAxeViolations,
  type Theme,
  VIEWPORTS,
  watchErrors,
} from './support/browser';
import { type RunningProduct, startProduct } from './support/product';
import { apiClient } from './support/rentals';

// The money screens of issue 26 a person reads: the customer's cancel dialog after an early departure
// (all of it comes back, part already on its way), a finished stay that still owes, the staff's refund
// dialog (a whole refund of a stay under way is refused, a part is a credit, a whole one before the
// check-in cancels the stay) and the Conciliação's chargeback and panel-refund cases, a chargeback settled.
// Everything is seeded through the API and the sandbox bank; only the screen under test is opened.

const ADMIN = { email: 'financas.dialogos@estadia.com.br', password: 'chave-dos-dialogos-2026' };
const POLL = { timeout: 20_000, interval: 200 };
const SHOTS = 'money-dialogs';

let product: RunningProduct;
let browser: Browser;
let client: ReturnType<typeof apiClient>;
let adminToken: string;

interface Stay {
  token: string;
  rental: Rental;
  payment: Payment;
  projectName: string;
  customerName: string;
}
/** Alice's stays: left early then given up (a), a monthly plan charged back (d), one refunded in the panel (e). */
let a: Stay;
let d: Stay;
let e: Stay;
/** Bruno's stay, begun today (checked in); Clara's, weeks ahead. */
let b: Stay;
let c: Stay;

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProduct({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    launchBrowser(),
  ]);
  client = apiClient(product.baseUrl);
  adminToken = await client.logIn(ADMIN);
  const [alice, bruno, clara] = await Promise.all(
    ['Alice Nogueira Prado', 'Bruno Teixeira Lins', 'Clara Menezes Vilela'].map((name) =>
      client.customerWithCompleteProfile(name).then((customer) => ({ ...customer, name })),
    ),
  );
  // One after another: each takes the first apartment still free on its dates.
  a = await paidStay(alice!, { startInDays: 5, nights: 10 });
  d = await paidStay(alice!, { startInDays: 3, nights: 75, paymentType: 'BANK_SLIP_MONTHLY' });
  e = await paidStay(alice!, { startInDays: 40, nights: 4 });
  b = await paidStay(bruno!, { startInDays: 0, nights: 3 });
  c = await paidStay(clara!, { startInDays: 30, nights: 4 });

  // a: leaves 6 nights early, with 9 days' notice: those nights come back whole, on their way now.
  await client.api(`rentals/${a.rental.id}/early-departure`, {
    method: 'POST',
    token: a.token,
    body: JSON.stringify({ date: addDays(a.rental.startDate, 4), reason: 'Mudança de planos na obra.' }),
  });
  // b: the guest registered and checked in: the stay has begun.
  await client.api(`rentals/${b.rental.id}/occupants`, {
    method: 'PUT',
    token: b.token,
    body: JSON.stringify({
      items: [
        {
          name: b.customerName,
          birthdate: '1988-02-11',
          document: { type: 'CPF', number: '52998224725' },
          isCustomer: true,
        },
      ],
    }),
  });
  await client.api(`admin/rentals/${b.rental.id}/check-in`, { method: 'POST', token: adminToken });
  // d's first month is charged back on the card; R$ 50,00 of e is given back in the provider's panel.
  for (const [stay, path, body] of [
    [d, 'chargeback', {}],
    [e, 'provider-refund', { amountCents: 5000 }],
  ] as const) {
    const answer = await client.api<{ outcome: string }>(
      `admin/payments/${stay.payment.id}/sandbox/${path}`,
      { method: 'POST', token: adminToken, body: JSON.stringify(body) },
    );
    expect(answer.outcome).toBe(path === 'chargeback' ? 'CHARGED_BACK' : 'REFUNDED_AT_PROVIDER');
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** A stay signed and paid through the sandbox bank (the first month of a monthly plan): RENTED. */
async function paidStay(
  customer: { token: string; name: string },
  { startInDays, nights, paymentType = 'PIX' }: { startInDays: number; nights: number; paymentType?: string },
): Promise<Stay> {
  const { token } = customer;
  const sent = await client.submittedRental(token, { startInDays, nights });
  await client.signContract(token, sent.rental.id);
  await client.api(`rentals/${sent.rental.id}/payments`, {
    method: 'POST',
    token,
    headers: { 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ paymentType }),
  });
  const { items } = await client.api<{ items: Payment[] }>(`rentals/${sent.rental.id}/payments`, { token });
  const payment = items.find((each) => each.status === 'PENDING')!;
  await client.api(`payments/${payment.id}/sandbox/confirm`, { method: 'POST', token });
  // Set up before the tests run (expect.poll belongs to a test): the sandbox's notice lands within seconds.
  let rental = await rentalOf(token, sent.rental.id);
  for (let tries = 0; rental.status !== 'RENTED' && tries < 100; tries += 1) {
    await new Promise((wait) => setTimeout(wait, POLL.interval));
    rental = await rentalOf(token, sent.rental.id);
  }
  if (rental.status !== 'RENTED') throw new Error(`rental ${rental.id} not RENTED after the sandbox payment`);
  return {
    token,
    rental,
    payment,
    projectName: sent.project.name,
    customerName: customer.name,
  };
}

function rentalOf(token: string, rentalId: string): Promise<Rental> {
  return client.api<Rental>(`rentals/${rentalId}`, { token });
}

/** Focuses a control and presses Enter, as a keyboard user opens a dialog. */
async function press(control: Locator): Promise<void> {
  await control.focus();
  await control.press('Enter');
}

/** The text of the focused element, or '' when focus fell back to the page. */
function focusedText(page: Page): Promise<string> {
  return page.evaluate(() =>
    document.activeElement && document.activeElement !== document.body
      ? (document.activeElement.textContent ?? '').trim()
      : '',
  );
}

/** Whether `target` is in sight: inside the viewport and the box that scrolls it (a dialog's body). */
function inSight(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    let frame = element.parentElement;
    while (frame && getComputedStyle(frame).overflowY === 'visible') frame = frame.parentElement;
    const view = frame?.getBoundingClientRect() ?? { top: 0, bottom: window.innerHeight };
    return box.top >= Math.max(view.top, 0) && box.bottom <= Math.min(view.bottom, window.innerHeight);
  });
}

/**
 * One screen at 390 and 1280 px, light and dark: opened with `token`, `prepare`d (routes), left to `ready`;
 * axe clean, nothing wider than the screen, an open dialog inside the viewport; saved for a person to look at.
 */
async function everySize(
  token: string,
  path: string,
  name: string,
  ready: (page: Page) => Promise<void>,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<void> {
  for (const [size, viewport] of Object.entries(VIEWPORTS))
    for (const theme of ['light', 'dark'] as Theme[]) {
      const context = await newContext(browser, { baseUrl: product.baseUrl, viewport, theme, token });
      await prepare?.(context);
      const page = await context.newPage();
      await page.goto(path);
      await ready(page);
      const where = `${name} (${size}, ${theme})`;
      expect(describeViolations(await seriousAxeViolations(page)), where).toBe('');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, where).toBeLessThanOrEqual(0);
      const dialog = page.locator('dialog[open]');
      if (await dialog.count()) {
        const box = (await dialog.boundingBox())!;
        expect(box.x, where).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, where).toBeLessThanOrEqual(viewport.width);
        expect(box.y + box.height, where).toBeLessThanOrEqual(viewport.height);
      }
      await screenshot(page, `${SHOTS}/${name}-${size}-${theme}`);
      await context.close();
    }
}

describe('the money dialogs of issue 26', () => {
  it('the cancel dialog says all of it comes back and how much is already on its way', async () => {
    const rental = await rentalOf(a.token, a.rental.id);
    const already = rental.earlyDeparture!.refundCents;
    const paid = a.payment.amountCents;
    expect(already).toBeGreaterThan(0);
    const sentence =
      `Você pagou ${formatMoney(paid)}; será devolvido ${formatMoney(paid)}: ` +
      `${formatMoney(already)} já estão a caminho e ${formatMoney(paid - already)} serão estornados agora.`;
    const card = (page: Page) =>
      page
        .getByRole('article', { name: a.projectName })
        .filter({ hasText: formatBrDateRange(rental.startDate, rental.endDate) });
    const open = async (page: Page) => {
      await press(card(page).getByRole('button', { name: 'Cancelar' }));
      const dialog = page.getByRole('dialog', { name: 'Cancelar locação' });
      await dialog.getByText('Direito de arrependimento').waitFor();
      await dialog.getByText(sentence, { exact: true }).waitFor();
      // Each amount stays whole on a line: 'R$' never ends one line and its number starts the next.
      const amounts = dialog.getByText(sentence, { exact: true }).locator('span');
      expect(await amounts.allTextContents()).toEqual(
        [paid, paid, already, paid - already].map((cents) => formatMoney(cents)),
      );
      for (const lines of await amounts.evaluateAll((spans) =>
        spans.map((span) => span.getClientRects().length),
      ))
        expect(lines).toBe(1);
    };

    const context = await newContext(browser, {
      baseUrl: product.baseUrl,
      viewport: VIEWPORTS.mobile,
      token: a.token,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/minhas-locacoes');
    await open(page);
    // Escape gives up: the dialog closes, focus back on the card's 'Cancelar', nothing cancelled.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await focusedText(page)).toBe('Cancelar');
    expect((await rentalOf(a.token, a.rental.id)).status).toBe('RENTED');
    expect(errors).toEqual([]);
    await context.close();

    await everySize(a.token, '/minhas-locacoes', 'cancel-dialog', open);
  }, 120_000);

  it('a finished stay that still owes says so, with how much', async () => {
    const rental = await rentalOf(d.token, d.rental.id);
    const open = rental.payments
      .filter((payment) => payment.status === 'PENDING' || payment.status === 'SCHEDULED')
      .reduce((sum, payment) => sum + payment.amountCents, 0);
    expect(open).toBeGreaterThan(0);
    // The open chargeback is owed again: the journal's outstanding counts it beside the open charges.
    const { totals } = await client.api<Statement>(`rentals/${d.rental.id}/statement`, { token: d.token });
    const owed = totals.outstandingCents;
    expect(owed).toBeGreaterThan(open);
    // The product's clock cannot be moved past the check-out: the stay's own answer, its status as the
    // end-of-stay round would leave it (FINISHED keeps a debt: decision 0013's amendment).
    const finished = async (context: BrowserContext) => {
      await context.route(`**/api/rentals/${d.rental.id}`, async (route) => {
        const response = await route.fetch();
        const json = { ...(await response.json()), status: 'FINISHED', statusLabel: 'Finalizada' };
        await route.fulfill({ response, json });
      });
    };
    await everySize(
      d.token,
      `/locacao/pagamento/${d.rental.id}`,
      'finished-owing',
      async (page) => {
        await page.getByRole('heading', { name: 'Locação encerrada com valor em aberto' }).waitFor();
        await page.getByText(`Falta pagar ${formatMoney(owed)}`, { exact: true }).waitFor();
      },
      finished,
    );
  }, 120_000);

  const paymentsPage = '/admin/pagamentos';
  const refundButton = (page: Page, stay: Stay) =>
    page.getByRole('button', { name: `Reembolsar o pagamento de ${stay.customerName}` });
  const refundDialog = (page: Page) => page.getByRole('dialog', { name: 'Registrar reembolso' });

  it('staff: the whole refund of a stay under way is refused in the dialog', async () => {
    await everySize(adminToken, paymentsPage, 'refund-refused', async (page) => {
      await press(refundButton(page, b));
      const dialog = refundDialog(page);
      expect(await dialog.getByLabel('Valor do reembolso').inputValue()).toBe(
        formatMoney(b.payment.amountCents),
      );
      await press(dialog.getByRole('button', { name: 'Registrar reembolso' }));
      const refusal = dialog.getByText(/^A estadia já começou \(check-in em \d{2}\/\d{2}\/\d{4} 14:00\)/);
      await refusal.waitFor();
      // The dialog's body scrolls: the refusal shows where the person is looking, not below the fold.
      expect(await inSight(refusal)).toBe(true);
    });
  }, 120_000);

  it('staff: a part given back is a credit; a whole refund before the check-in cancels the stay', async () => {
    const context = await newContext(browser, { baseUrl: product.baseUrl, token: adminToken });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(paymentsPage);

    await press(refundButton(page, b));
    const dialog = refundDialog(page);
    const amount = dialog.getByLabel('Valor do reembolso');
    await amount.fill('100,00');
    expect(await amount.inputValue()).toBe('R$ 100,00');
    await amount.press('Enter');
    await page.getByText('Reembolso de R$ 100,00 registrado.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The refunded payment lost its button: focus on the list, not dropped.
    expect(await focusedText(page)).toBe('Cobranças');
    const credited = await rentalOf(b.token, b.rental.id);
    expect(credited).toMatchObject({
      status: 'RENTED',
      rentalValueCents: b.rental.rentalValueCents - 10_000,
    });

    await press(refundButton(page, c));
    await refundDialog(page).getByText(`${c.customerName} (`).waitFor();
    await press(refundDialog(page).getByRole('button', { name: 'Registrar reembolso' }));
    await page.getByText(`Reembolso de ${formatMoney(c.payment.amountCents)} registrado.`).waitFor();
    await refundDialog(page).waitFor({ state: 'detached' });
    expect(await focusedText(page)).toBe('Cobranças');
    await expect.poll(async () => (await rentalOf(c.token, c.rental.id)).status, POLL).toBe('CANCELLED');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('Conciliação: the chargeback and the panel refund, and the chargeback settled by keyboard', async () => {
    const { items } = await client.api<{ items: ReconciliationItem[] }>('admin/reconciliation', {
      token: adminToken,
    });
    const chargeback = items.find((item) => item.reason === 'CHARGEBACK')!;
    const panel = items.find((item) => item.reason === 'PANEL_REFUND')!;
    expect(chargeback).toMatchObject({ outcome: 'CHARGED_BACK', open: true, rentalId: d.rental.id });
    expect(panel).toMatchObject({ outcome: 'REFUNDED', receivedCents: 5000, rentalId: e.rental.id });
    const settleButton = (page: Page) =>
      page.getByRole('button', {
        name: `Marcar como resolvido a contestação de ${formatMoney(chargeback.receivedCents)} da locação ${rentalShortId(d.rental.id)}`,
      });
    const settleDialog = (page: Page) =>
      page.getByRole('dialog', { name: 'Marcar contestação como resolvida' });
    const shown = (page: Page, text: string | RegExp) =>
      page.getByText(text, { exact: true }).filter({ visible: true }).first();

    await everySize(adminToken, '/admin/conciliacao', 'reconciliation-settle', async (page) => {
      await shown(page, formatMoney(chargeback.receivedCents)).waitFor();
      await shown(page, formatMoney(5000)).waitFor();
      await press(settleButton(page));
      await settleDialog(page).getByText(formatMoney(chargeback.receivedCents), { exact: true }).waitFor();
      await settleDialog(page)
        .getByText(/^O valor passa a constar como recebido de novo/)
        .waitFor();
    });

    const context = await newContext(browser, { baseUrl: product.baseUrl, token: adminToken });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/admin/conciliacao');
    await press(settleButton(page));
    const note = 'Cliente pagou de novo por Pix em 28/11; comprovante no e-mail do financeiro.';
    await settleDialog(page)
      .getByLabel(/Como foi resolvido/)
      .fill(note);
    await press(settleDialog(page).getByRole('button', { name: 'Marcar como resolvido' }));
    await page.getByText('Contestação marcada como resolvida.').waitFor();
    await settleDialog(page).waitFor({ state: 'detached' });
    expect(await focusedText(page)).toBe('Casos');
    await shown(page, new RegExp(`por ${ADMIN.email}: ${note.slice(0, 20)}`)).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    await everySize(adminToken, '/admin/conciliacao', 'reconciliation-settled', async (page) => {
      await shown(page, new RegExp(`por ${ADMIN.email}`)).waitFor();
    });
  }, 120_000);
});
