import {
  describeInstallment,
  formatBrDateRange,
  formatDigitableLine,
  formatMoney,
  type PaymentOptions,
  RENTAL_STATUS_TABLE,
  type Rental,
  rentalShortId,
} from '@estadia/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  type Theme,
  VIEWPORTS,
  watchErrors,
} from './support/browser';
import { CUSTOMER_PASSWORD } from './support/customers';
import { apiClient, cardNumberEndingIn } from './support/rentals';
import { baseUrl } from './support/shared-product';

const {
  api,
  customerWithCompleteProfile,
  submittedRental,
  signContract: signThroughApi,
} = apiClient(baseUrl);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Chromium logs every failed request as a console error; project photos may not exist yet (404). */
function unexpected(errors: string[]): string[] {
  return errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 404/.test(error),
  );
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * A screenshot of the page from its top, once the toasts are gone (a full-page capture would show the
 * fixed navbar and toasts wherever the page happened to be scrolled).
 */
async function shoot(page: Page, name: string) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 6000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

/** A logged-in customer's browser at `viewport`, allowed to use the clipboard. */
async function customerContext(
  token: string | null,
  viewport: { width: number; height: number },
  theme: Theme,
) {
  const context = await newContext(browser, { baseUrl, viewport, theme, token: token ?? undefined });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  return context;
}

/** The file a click downloads, by the name the browser gives it. */
async function downloadedName(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download.suggestedFilename();
}

/** From Minhas locações to the rental's payment page, through the card's action. */
async function openFromMyRentals(page: Page, rental: Rental, projectName: string, actionLabel: string) {
  await page.goto('/minhas-locacoes');
  const card = page
    .getByRole('article', { name: projectName })
    .filter({ hasText: formatBrDateRange(rental.startDate, rental.endDate) });
  await card.getByRole('link', { name: actionLabel }).click();
  await page.waitForURL(`**/locacao/pagamento/${rental.id}`);
}

/** Signs the contract on the payment page: the button waits for the acceptance. */
async function signContract(page: Page, context: BrowserContext, { openPdf }: { openPdf: boolean }) {
  await page.getByRole('heading', { name: 'Assinatura do contrato' }).waitFor();
  if (openPdf) {
    // The full contract opens in a new tab, from a Blob URL fetched with the token.
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Abrir contrato completo (PDF)' }).click(),
    ]);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();
  }
  const sign = page.getByRole('button', { name: 'Assinar contrato' });
  expect(await sign.isDisabled()).toBe(true);
  await page.getByRole('checkbox', { name: 'Li e aceito os termos do contrato de locação' }).check();
  await sign.click();
  await page.getByText(/^Contrato assinado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/).waitFor();
  await page.getByRole('heading', { name: 'Forma de pagamento' }).waitFor();
}

async function approved(page: Page, token: string, rentId: string): Promise<Rental> {
  await page.getByRole('heading', { name: 'Pagamento aprovado' }).waitFor();
  const rental = await api<Rental>(`rentals/${rentId}`, { token });
  expect(rental.status).toBe('RENTED');
  expect(rental.accessCode).toBeTruthy();
  expect(await page.getByTestId('access-code').textContent()).toBe(rental.accessCode);
  return rental;
}

const runs = [
  { name: 'mobile', viewport: VIEWPORTS.mobile, theme: 'dark' as Theme, other: 'light' as Theme },
  { name: 'desktop', viewport: VIEWPORTS.desktop, theme: 'light' as Theme, other: 'dark' as Theme },
];

describe('payment journey', () => {
  for (const [index, { name, viewport, theme }] of runs.entries()) {
    it(`signs the contract and pays by Pix at ${viewport.width} px`, async () => {
      const customer = await customerWithCompleteProfile('Beatriz Moreira');
      const { rental, project } = await submittedRental(customer.token, {
        startInDays: 150 + index * 10,
        nights: 5,
      });
      expect(rental.status).toBe('WAITING_FOR_SIGNATURE');
      const context = await customerContext(null, viewport, theme);
      const page = await context.newPage();
      const errors = watchErrors(page);

      // Logged out: Minhas locações asks for the login first, then comes back.
      await page.goto('/minhas-locacoes');
      await page.waitForURL('**/login?redirect=%2Fminhas-locacoes');
      await page.getByLabel('E-mail').fill(customer.email);
      await page.getByLabel('Senha', { exact: true }).fill(CUSTOMER_PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL('**/minhas-locacoes');
      await openFromMyRentals(page, rental, project.name, 'Aguardando assinatura do contrato');
      await page.getByText(/^Reservado para você até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/).waitFor();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await shoot(page, `e2e-payment-signature-${name}-${theme}`);
      await signContract(page, context, { openPdf: name === 'desktop' });

      // The page follows the rental on the server: a reload shows the payment step again.
      await page.reload();
      await page.getByRole('heading', { name: 'Forma de pagamento' }).waitFor();
      const signedName = await downloadedName(page, () =>
        page.getByRole('button', { name: 'Baixar contrato assinado' }).click(),
      );
      expect(signedName).toBe(`contrato-assinado-${rentalShortId(rental.id)}.pdf`);

      await page.getByRole('radio', { name: /^Pix/ }).check();
      await page.getByRole('button', { name: 'Gerar código Pix' }).click();
      const qr = page.getByRole('img', {
        name: `QR Code Pix para pagar ${formatMoney(rental.rentalValueCents)}`,
      });
      await qr.waitFor();
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
      await expect
        .poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      await page.getByText(/^Expira em \d{2}:\d{2}$/).waitFor();

      const [pix] = (
        await api<{ items: { pix?: { payload: string } }[] }>(`rentals/${rental.id}/payments`, {
          token: customer.token,
        })
      ).items;
      expect(await page.getByLabel('Pix copia e cola').inputValue()).toBe(pix?.pix?.payload);
      await page.getByRole('button', { name: 'Copiar código' }).click();
      await page.getByRole('button', { name: 'Copiado' }).waitFor();
      await page.locator('[data-sonner-toast]').filter({ hasText: 'Copiado' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pix?.pix?.payload);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await shoot(page, `e2e-payment-pix-${name}-${theme}`);

      await page
        .getByRole('region', { name: 'Banco simulado' })
        .getByRole('button', { name: 'Simular pagamento' })
        .click();
      const paid = await approved(page, customer.token, rental.id);
      await page.getByText(`Check-in a partir das 14:00 do dia`).waitFor();
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await shoot(page, `e2e-payment-approved-${name}-${theme}`);

      const calendar = await downloadedName(page, () =>
        page.getByRole('button', { name: 'Adicionar ao calendário' }).click(),
      );
      expect(calendar).toBe(`estadia-${rentalShortId(rental.id)}.ics`);
      const receipt = await downloadedName(page, () =>
        page.getByRole('button', { name: 'Recibo (PDF)' }).click(),
      );
      expect(receipt).toBe(`recibo-${rentalShortId(rental.id)}.pdf`);

      // Minhas locações shows it paid, with the access code.
      await page.getByRole('link', { name: 'Minhas locações' }).first().click();
      await page.waitForURL('**/minhas-locacoes');
      const card = page
        .getByRole('article', { name: project.name })
        .filter({ hasText: formatBrDateRange(rental.startDate, rental.endDate) });
      await card.getByText(RENTAL_STATUS_TABLE.RENTED.label, { exact: true }).waitFor();
      await card.getByText(paid.accessCode!, { exact: true }).waitFor();
      await card.getByRole('button', { name: 'Ver andamento' }).click();
      await card.getByText('Pagamento aprovado: concluída').waitFor();
      await expectAccessible(page);
      await shoot(page, `e2e-payment-my-rentals-${name}-${theme}`);

      expect(unexpected(errors)).toEqual([]);
      await context.close();
    });
  }

  for (const [index, { name, viewport, other: theme }] of runs.entries()) {
    it(`pays a long stay by monthly boleto at ${viewport.width} px`, async () => {
      const customer = await customerWithCompleteProfile('Caio Andrade');
      const { rental } = await submittedRental(customer.token, {
        startInDays: 200 + index * 100,
        nights: 90,
      });
      await signThroughApi(customer.token, rental.id);
      const options = await api<PaymentOptions>(`rentals/${rental.id}/payment-options`, {
        token: customer.token,
      });
      expect(options.paymentTypes).toContain('BANK_SLIP_MONTHLY');
      const context = await customerContext(customer.token, viewport, theme);
      const page = await context.newPage();
      const errors = watchErrors(page);

      await page.goto(`/locacao/pagamento/${rental.id}`);
      await page.getByRole('radio', { name: /^Boleto mensal/ }).check();
      const count = options.monthlySchedule.length;
      const first = options.monthlySchedule[0]!;
      await page
        .getByText(`1/${count} — ${formatMoney(first.amountCents)}`)
        .first()
        .waitFor();
      await page.getByRole('button', { name: 'Gerar boletos' }).click();

      await page.getByRole('heading', { name: 'Todos os boletos' }).waitFor();
      const { items } = await api<{
        items: { status: string; bankSlip?: { digitableLine: string }; installment?: { number: number } }[];
      }>(`rentals/${rental.id}/payments`, { token: customer.token });
      // Only the first month is issued at once; the others are scheduled, with no code until near their due date.
      const boletos = items.filter((payment) => payment.bankSlip);
      expect(boletos).toHaveLength(1);
      expect(items.filter((payment) => payment.status === 'SCHEDULED')).toHaveLength(count - 1);
      await expect.poll(() => page.getByText('Agendado', { exact: true }).count()).toBe(count - 1);
      expect(await page.getByRole('textbox', { name: 'Linha digitável' }).inputValue()).toBe(
        formatDigitableLine(boletos[0]!.bankSlip!.digitableLine),
      );
      await page.getByText('Próximo boleto: 1 de', { exact: false }).waitFor();
      const pdf = await downloadedName(page, () =>
        page.getByRole('button', { name: 'Baixar boleto (PDF)' }).click(),
      );
      expect(pdf).toBe(`boleto-${rentalShortId(rental.id)}-1-de-${count}.pdf`);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await shoot(page, `e2e-payment-monthly-${name}-${theme}`);

      await page.getByRole('button', { name: 'Simular pagamento' }).click();
      await approved(page, customer.token, rental.id);
      await page.getByRole('heading', { name: 'Boletos mensais' }).waitFor();
      await page.getByText('Pago', { exact: true }).first().waitFor();
      await expectAccessible(page);
      await shoot(page, `e2e-payment-monthly-approved-${name}-${theme}`);

      expect(unexpected(errors)).toEqual([]);
      await context.close();
    });
  }

  for (const [index, { name, viewport, theme }] of runs.entries()) {
    it(`pays by card in installments after a declined card at ${viewport.width} px`, async () => {
      const customer = await customerWithCompleteProfile('Davi Lima');
      const { rental } = await submittedRental(customer.token, { startInDays: 420 + index * 10, nights: 8 });
      const context = await customerContext(customer.token, viewport, theme);
      const page = await context.newPage();
      const errors = watchErrors(page);
      const options = await api<PaymentOptions>(`rentals/${rental.id}/payment-options`, {
        token: customer.token,
      });
      const threeTimes = options.installments.find((option) => option.installments === 3)!;

      await page.goto(`/locacao/pagamento/${rental.id}`);
      await signContract(page, context, { openPdf: false });
      await page.getByRole('radio', { name: /^Cartão de crédito/ }).check();

      async function fillCard(number: string) {
        await page.getByLabel('Número do cartão').pressSequentially(number);
        await page.getByLabel('Nome impresso no cartão').fill('Davi Lima');
        await page.getByLabel('Validade (MM/AA)').pressSequentially('1230');
        await page.getByLabel('CVV').pressSequentially('123');
        await page.getByLabel('Parcelas').selectOption('3');
      }

      // A card the sandbox's issuer declines: the reason, then another try.
      await fillCard(cardNumberEndingIn('4', '0002'));
      await page.getByText('Bandeira: Visa').waitFor();
      await page.getByRole('button', { name: `Pagar ${formatMoney(threeTimes.totalCents)}` }).click();
      await page.getByText('Pagamento recusado no Visa final 0002').waitFor();
      await page.getByText(/Saldo ou limite insuficiente\./).waitFor();
      // The card is forgotten once the answer is in (the screen shows the reason as it arrives).
      await expect.poll(() => page.getByLabel('Número do cartão').inputValue()).toBe('');
      await expectAccessible(page);
      await shoot(page, `e2e-payment-card-declined-${name}-${theme}`);

      await fillCard('5555 5555 5555 4444');
      await page.getByText('Bandeira: Mastercard').waitFor();
      expect(await page.getByLabel('Parcelas').locator('option:checked').textContent()).toBe(
        describeInstallment(threeTimes),
      );
      await expectAccessible(page);
      await shoot(page, `e2e-payment-card-${name}-${theme}`);
      await page.getByRole('button', { name: `Pagar ${formatMoney(threeTimes.totalCents)}` }).click();
      const paid = await approved(page, customer.token, rental.id);
      expect(paid.payments.find((payment) => payment.status === 'PAID')?.card).toMatchObject({
        brand: 'MASTERCARD',
        last4: '4444',
        installments: 3,
      });

      expect(unexpected(errors)).toEqual([]);
      await context.close();
    });
  }

  for (const [index, { name, viewport, other: theme }] of runs.entries()) {
    it(`cancels from Minhas locações with the refund shown first at ${viewport.width} px`, async () => {
      const customer = await customerWithCompleteProfile('Elisa Prado');
      const { rental, project } = await submittedRental(customer.token, {
        startInDays: 500 + index * 10,
        nights: 4,
      });
      const context = await customerContext(customer.token, viewport, theme);
      const page = await context.newPage();
      const errors = watchErrors(page);

      await page.goto('/minhas-locacoes');
      const card = page
        .getByRole('article', { name: project.name })
        .filter({ hasText: formatBrDateRange(rental.startDate, rental.endDate) });
      await card.getByText(/^Reservado para você até/).waitFor();
      await card.getByRole('button', { name: 'Cancelar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancelar locação' });
      await dialog.getByText('Você pagou R$ 0,00; será devolvido R$ 0,00.').waitFor();
      await dialog.getByText('Nenhum valor foi pago: o cancelamento é gratuito.').waitFor();
      await dialog.getByRole('radio', { name: 'Não preciso mais de uma acomodação' }).check();
      await expectAccessible(page);
      await screenshot(page, `e2e-payment-cancel-dialog-${name}-${theme}`);
      await dialog.getByRole('button', { name: 'Cancelar locação' }).click();

      await card.getByText(RENTAL_STATUS_TABLE.CANCELLED.label, { exact: true }).waitFor();
      await card.getByText('Nenhum valor havia sido pago, então não há nada a devolver.').waitFor();
      await card.getByRole('button', { name: 'Ver andamento' }).click();
      await card.getByText('Cancelada: cancelada').waitFor();
      await expectAccessible(page);
      await shoot(page, `e2e-payment-cancelled-card-${name}-${theme}`);

      // The payment page says the same.
      await page.goto(`/locacao/pagamento/${rental.id}`);
      await page.getByRole('heading', { name: 'Pré-locação cancelada' }).waitFor();
      await expectAccessible(page);

      expect(unexpected(errors)).toEqual([]);
      await context.close();
    });
  }
});
