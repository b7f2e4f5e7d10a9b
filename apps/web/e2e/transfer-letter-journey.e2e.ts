import { addDays, formatBrDate, type Rental, todayIso } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, newContext, VIEWPORTS, watchErrors } from './support/browser';
import { waitForMail } from './support/mailbox';
import { openPaidStay, type PaidStay } from './support/paid-stay';
import { samplePdf } from './support/sample-documents';

// The employer's transfer letter (Lei 8.245/1991, art. 4º, parágrafo único): the customer of a paid long
// stay leaves early sending the letter on the 'Antecipar saída' form; the departure is settled with the
// fine and the letter reads 'Em análise'; staff open the letter on the back-office rental and accept it
// (the fine comes back) — or, for another stay, refuse it with a reason the customer reads and is e-mailed.
const STAY_NIGHTS = 75;
const LETTER_LABEL = 'Carta de transferência do empregador (opcional)';
const REFUSAL = 'Falta o carimbo da empresa na carta.';

let stay: PaidStay;
beforeAll(async () => {
  stay = await openPaidStay({
    staff: { email: 'gerencia@estadia.com.br', password: 'chave-da-gerencia-2026' },
    customerName: 'Helena Prado Siqueira',
    nights: STAY_NIGHTS,
    screenshots: 'transfer-letter',
  });
});
afterAll(() => stay?.close());

/** At least 30 days after today, the letter's upload day: the letter would waive the fine. */
const newEnd = addDays(todayIso(), 40);

describe('the employer’s transfer letter', () => {
  it('is sent with the early departure, which is settled with the fine: the letter is in review', async () => {
    const { browser, product, customer, rental, shots } = stay;
    const context = await newContext(browser, {
      baseUrl: product.baseUrl,
      viewport: VIEWPORTS.mobile,
      token: customer.token,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/minhas-locacoes/${rental.id}#antecipar-saida`);
    const section = page.locator('#antecipar-saida');
    await section.getByLabel(/Nova data de saída/).fill(formatBrDate(newEnd));
    await section
      .getByLabel(LETTER_LABEL, { exact: true })
      .setInputFiles({ name: 'carta.pdf', mimeType: 'application/pdf', buffer: samplePdf('Carta') });
    await section.getByText('Documento PDF').waitFor();
    const summary = section.getByRole('region', { name: 'Quanto custa e quanto volta' });
    await summary.getByText('Volta se a carta for aceita').waitFor();
    await section.getByLabel(/Motivo/).fill('A empresa me transferiu para Curitiba.');
    await expectAccessible(page);
    await shots(customer.token, `/minhas-locacoes/${rental.id}#antecipar-saida`, 'form', async (shot) => {
      const form = shot.locator('#antecipar-saida');
      await form.getByLabel(/Nova data de saída/).fill(formatBrDate(newEnd));
      await form
        .getByLabel(LETTER_LABEL, { exact: true })
        .setInputFiles({ name: 'carta.pdf', mimeType: 'application/pdf', buffer: samplePdf('Carta') });
      await form.getByText('Volta se a carta for aceita').waitFor();
    });

    await section.getByRole('button', { name: 'Antecipar saída', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar a saída antecipada?' });
    await dialog.getByText(/A multa volta para você se a nossa equipe aceitar/).waitFor();
    await dialog.getByRole('button', { name: 'Confirmar saída' }).click();
    await section.getByText(`Saída antecipada para ${formatBrDate(newEnd)}`).waitFor({ timeout: 20_000 });
    await section.getByText('Em análise').waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
    await shots(
      customer.token,
      `/minhas-locacoes/${rental.id}#antecipar-saida`,
      'in-review',
      async (shot) => {
        await shot.locator('#antecipar-saida').getByText('Em análise').waitFor();
      },
    );
  }, 300_000);

  it('is opened and accepted by staff: the fine comes back, the customer reads Aceita', async () => {
    const { browser, product, client, customer, rental, staffToken, shots } = stay;
    const before = await client.api<Rental>(`rentals/${rental.id}`, { token: customer.token });
    const waiver = before.earlyDeparture?.transferLetterReview?.waiverCents ?? 0;
    expect(waiver).toBeGreaterThan(0);
    await shots(staffToken, `/admin/locacoes/${rental.id}`, 'back-office-in-review', async (shot) => {
      await shot.getByRole('button', { name: 'Aceitar carta' }).waitFor();
    });

    const context = await newContext(browser, {
      baseUrl: product.baseUrl,
      viewport: VIEWPORTS.desktop,
      token: staffToken,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/admin/locacoes/${rental.id}`);
    const letter = page.getByRole('region', { name: 'Carta de transferência do empregador' });
    await letter.getByText('Em análise').waitFor();
    // 'Ver a carta' reads the file from the API with the staff's session: the same file the customer sent.
    await letter.getByRole('button', { name: 'Ver a carta' }).waitFor();
    const file = await fetch(
      `${product.baseUrl}/api/admin/files/${before.earlyDeparture?.transferLetter ?? ''}`,
      { headers: { Authorization: `Bearer ${staffToken}` } },
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('application/pdf');
    await letter.getByRole('button', { name: 'Aceitar carta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aceitar a carta de transferência?' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Aceitar e devolver a multa' }).click();
    await letter.getByText('Aceita', { exact: true }).waitFor({ timeout: 20_000 });
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();

    const after = await client.api<Rental>(`rentals/${rental.id}`, { token: customer.token });
    expect(after.rentalValueCents).toBe(before.rentalValueCents - waiver);
    expect(after.earlyDeparture?.transferLetterReview?.status).toBe('ACCEPTED');
    await waitForMail(product.mailDir, customer.email, /dispensada/);
    await shots(customer.token, `/minhas-locacoes/${rental.id}#antecipar-saida`, 'accepted', async (shot) => {
      await shot.locator('#antecipar-saida').getByText('Aceita', { exact: true }).waitFor();
    });
  }, 300_000);

  it('refused by staff with a reason: the fine stays, the customer reads and is e-mailed why', async () => {
    const { browser, product, client, staffToken, shots } = stay;
    const other = await client.paidStayFromToday('Otávio Reis Campos', STAY_NIGHTS);
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(samplePdf('Carta'))], { type: 'application/pdf' }),
      'carta.pdf',
    );
    const { fileName } = await client.api<{ fileName: string }>('upload?purpose=TRANSFER_LETTER', {
      method: 'POST',
      body: form,
      token: other.customer.token,
    });
    await client.api(`rentals/${other.rental.id}/early-departure`, {
      method: 'POST',
      token: other.customer.token,
      body: JSON.stringify({ date: newEnd, reason: 'Transferência para Curitiba', transferLetter: fileName }),
    });

    const context = await newContext(browser, {
      baseUrl: product.baseUrl,
      viewport: VIEWPORTS.mobile,
      token: staffToken,
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/admin/locacoes/${other.rental.id}`);
    const letter = page.getByRole('region', { name: 'Carta de transferência do empregador' });
    await letter.getByRole('button', { name: 'Recusar carta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recusar a carta de transferência?' });
    await dialog.getByRole('button', { name: 'Recusar carta' }).click();
    await dialog.getByText(/Diga ao cliente por que/).waitFor();
    await dialog.getByLabel(/Motivo da recusa/).fill(REFUSAL);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Recusar carta' }).click();
    await letter.getByText(`Recusada: ${REFUSAL}`).waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    await context.close();

    await waitForMail(product.mailDir, other.customer.email, /carimbo/);
    await shots(
      other.customer.token,
      `/minhas-locacoes/${other.rental.id}#antecipar-saida`,
      'refused',
      async (shot) => {
        await shot.locator('#antecipar-saida').getByText(`Recusada: ${REFUSAL}`).waitFor();
      },
    );
  }, 300_000);
});
