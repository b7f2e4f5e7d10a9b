import { createHash, randomUUID } from 'node:crypto';
import { addDays, type Extension, type Rental } from '@estadia/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  captureEverySize,
  expectAccessible,
  launchBrowser,
  newContext,
  watchErrors,
} from './support/browser';
import { CUSTOMER_PASSWORD, signUpThroughApi, uniqueEmail } from './support/customers';
import { waitForMail } from './support/mailbox';
import { type RunningProduct, startProduct } from './support/product';
import { apiClient } from './support/rentals';
import { samplePng } from './support/sample-documents';

// The fiador (fiança), on a server of its own with an administrator: named by the customer, answering from
// their own account, approved by staff; then the contract signed by both, each from their own account — the
// customer waits for the fiador, who finds the lease under 'Locações que você garante' and signs it; later the
// addendum of an extension of the stay, the fiador consenting on the lease's page after the customer signed.

const ADMIN = { email: 'gerencia@estadia.com.br', password: 'chave-da-gerencia-2026' };
let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startProduct({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** Ticks the acceptance and signs the contract on `page`, once its PDF was fetched. */
async function signOn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abrir contrato completo (PDF)' }).waitFor();
  await page.getByLabel('Li e aceito os termos do contrato de locação').check();
  await page.getByRole('button', { name: 'Assinar contrato' }).click();
}

describe('a fiador', () => {
  it('is named by the customer, answers from their own account, and staff approve: the rental moves on', async () => {
    const { api, customerWithCompleteProfile, logIn, submittedRental } = apiClient(product.baseUrl);
    const staffToken = await logIn(ADMIN);
    const customer = await customerWithCompleteProfile('Renata Duarte');
    const { rental } = await submittedRental(customer.token, {
      startInDays: 60,
      nights: 10,
      rentGuaranteeType: 'GUARANTOR',
    });
    expect(rental.status).toBe('WAITING_APPROVAL');

    // The customer names the fiador on the rental's page.
    const fiadorEmail = uniqueEmail('fiador');
    const context = await newContext(browser, { baseUrl: product.baseUrl, token: customer.token });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/minhas-locacoes/${rental.id}`);
    const panel = page.getByRole('region', { name: 'Garantia' });
    await panel.getByLabel(/Nome completo do fiador/).fill('Paulo Mendes');
    await panel.getByLabel(/E-mail do fiador/).fill(fiadorEmail);
    await panel.getByLabel(/CPF do fiador/).fill('11144477735');
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Enviar convite ao fiador' }).click();
    await panel.getByText(`Enviamos o convite para ${fiadorEmail}`, { exact: false }).waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();

    // The fiador follows the e-mailed link from an account of that e-mail and answers.
    const mail = await waitForMail(product.mailDir, fiadorEmail, /\/fiador\/[A-Za-z0-9_-]{43}/);
    const link = /\/fiador\/[A-Za-z0-9_-]{43}/.exec(mail)![0];
    const fiador = await signUpThroughApi(product.baseUrl, {
      name: 'Paulo Mendes',
      email: fiadorEmail,
      password: CUSTOMER_PASSWORD,
    });
    await captureEverySize(browser, {
      baseUrl: product.baseUrl,
      token: fiador.token,
      path: link,
      name: 'guarantor/invitation',
      ready: async (shot) => {
        await shot.getByRole('heading', { name: 'Seus dados de fiador' }).waitFor();
      },
    });
    const fiadorContext = await newContext(browser, { baseUrl: product.baseUrl, token: fiador.token });
    const form = await fiadorContext.newPage();
    const fiadorErrors = watchErrors(form);
    await form.goto(link);
    await form.getByLabel(/Data de nascimento/).fill('12041968');
    await form.getByLabel(/Renda mensal/).fill('1850000');
    await form.getByLabel(/Estado civil/).selectOption('CASADO');
    await form.getByLabel(/Nome completo do cônjuge/).fill('Helena Mendes');
    await form.getByLabel(/CPF do cônjuge/).fill('39053344705');
    await form.getByLabel(/^CEP/).fill('38400100');
    await form.getByLabel(/^Rua/).fill('Rua das Acácias');
    await form.getByLabel(/^Número/).fill('120');
    await form.getByLabel(/^Cidade/).fill('Uberlândia');
    await form.getByLabel('UF').selectOption('MG');
    await form
      .getByLabel('Documento com foto', { exact: true })
      .setInputFiles({ name: 'rg.png', mimeType: 'image/png', buffer: samplePng() });
    await form
      .getByRole('button', { name: /Substituir/ })
      .first()
      .waitFor();
    await form.getByRole('button', { name: 'Enviar minhas respostas' }).click();
    await form.getByRole('heading', { name: 'Obrigado! Recebemos suas informações' }).waitFor();
    await expectAccessible(form);
    expect(fiadorErrors).toEqual([]);
    await fiadorContext.close();

    // Staff review the answers on the rental's page and approve: the rental, approved, goes to signature.
    const staffContext = await newContext(browser, { baseUrl: product.baseUrl, token: staffToken });
    const staffPage = await staffContext.newPage();
    const staffErrors = watchErrors(staffPage);
    await staffPage.goto(`/admin/locacoes/${rental.id}`);
    const review = staffPage.getByRole('region', { name: 'Fiador' });
    await review.getByText('Helena Mendes', { exact: false }).waitFor();
    await review.getByText('R$ 18.500,00').waitFor();
    await expectAccessible(staffPage);
    await review.getByRole('button', { name: 'Aprovar fiador' }).click();
    await review.getByText('Aprovada').waitFor();
    expect(staffErrors).toEqual([]);
    await staffContext.close();
    await expect
      .poll(async () => (await api<Rental>(`rentals/${rental.id}`, { token: customer.token })).status)
      .toBe('WAITING_FOR_SIGNATURE');
    await captureEverySize(browser, {
      baseUrl: product.baseUrl,
      token: staffToken,
      path: `/admin/locacoes/${rental.id}`,
      name: 'guarantor/approved',
      ready: async (shot) => {
        await shot.getByRole('region', { name: 'Fiador' }).getByText('Aprovada').waitFor();
      },
    });
  });

  it('signs the contract from their own account after the customer: the rental moves on with the last signature', async () => {
    const { api, customerWithCompleteProfile, logIn, submittedRental, upload } = apiClient(product.baseUrl);
    const staffToken = await logIn(ADMIN);
    const customer = await customerWithCompleteProfile('Marina Teles');
    const { rental } = await submittedRental(customer.token, {
      startInDays: 75,
      nights: 8,
      rentGuaranteeType: 'GUARANTOR',
    });
    // Named, answered and approved through the API (the screens of those steps are the journey above).
    const fiadorEmail = uniqueEmail('fiador');
    await api(`rentals/${rental.id}/guarantor`, {
      method: 'PUT',
      token: customer.token,
      body: JSON.stringify({ name: 'Caio Prates', email: fiadorEmail, cpf: '39053344705' }),
    });
    const mail = await waitForMail(product.mailDir, fiadorEmail, /\/fiador\/[A-Za-z0-9_-]{43}/);
    const token = /\/fiador\/([A-Za-z0-9_-]{43})/.exec(mail)![1]!;
    const fiador = await signUpThroughApi(product.baseUrl, {
      name: 'Caio Prates',
      email: fiadorEmail,
      password: CUSTOMER_PASSWORD,
    });
    const document = await upload(fiador.token, samplePng(), 'rg.png', 'image/png');
    await api(`guarantor-invitations/${token}/accept`, {
      method: 'POST',
      token: fiador.token,
      body: JSON.stringify({
        birthdate: '1971-09-03',
        maritalStatus: 'SOLTEIRO',
        spouse: null,
        monthlyIncomeCents: 2_200_000,
        address: {
          street: 'Rua das Acácias',
          number: '120',
          postCode: '38400-100',
          city: { name: 'Uberlândia', stateInitials: 'MG' },
        },
        documents: [document],
      }),
    });
    await api(`admin/rentals/${rental.id}/guarantor/approve`, { method: 'POST', token: staffToken });
    await expect
      .poll(async () => (await api<Rental>(`rentals/${rental.id}`, { token: customer.token })).status)
      .toBe('WAITING_FOR_SIGNATURE');

    // The customer signs first: the step lists both signers and waits for the fiador.
    const context = await newContext(browser, { baseUrl: product.baseUrl, token: customer.token });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/locacao/pagamento/${rental.id}`);
    await page
      .getByRole('list', { name: 'Assinaturas do contrato' })
      .getByText('Fiador · Caio Prates')
      .waitFor();
    await signOn(page);
    const step = page.getByRole('region', { name: 'Assinatura do contrato' });
    await step.getByText('Falta a assinatura do fiador', { exact: false }).waitFor();
    await step.getByText(/Locatário · Marina Teles \(você\): assinou em/).waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
    await captureEverySize(browser, {
      baseUrl: product.baseUrl,
      token: customer.token,
      path: `/locacao/pagamento/${rental.id}`,
      name: 'guarantor/customer-awaits-fiador',
      ready: async (shot) => {
        await shot.getByText('Falta a assinatura do fiador', { exact: false }).waitFor();
      },
    });

    // The fiador is told, finds the lease from their own rentals page and signs the same contract.
    await waitForMail(product.mailDir, fiadorEmail, /falta a sua assinatura/i);
    await captureEverySize(browser, {
      baseUrl: product.baseUrl,
      token: fiador.token,
      path: `/fiador/locacoes/${rental.id}`,
      name: 'guarantor/fiador-signs',
      ready: async (shot) => {
        await shot.getByRole('button', { name: 'Abrir contrato completo (PDF)' }).waitFor();
      },
    });
    const fiadorContext = await newContext(browser, { baseUrl: product.baseUrl, token: fiador.token });
    const fiadorPage = await fiadorContext.newPage();
    const fiadorErrors = watchErrors(fiadorPage);
    await fiadorPage.goto('/minhas-locacoes');
    await fiadorPage.getByText('Você também é fiador de 1 locação', { exact: false }).waitFor();
    await fiadorPage.getByRole('link', { name: 'Ver as locações que você garante' }).click();
    await fiadorPage.getByRole('heading', { name: 'Locações que você garante' }).waitFor();
    await expectAccessible(fiadorPage);
    await fiadorPage.getByRole('link', { name: /^Assinar o contrato/ }).click();
    await fiadorPage.getByRole('heading', { name: /^Fiança/ }).waitFor();
    await signOn(fiadorPage);
    await fiadorPage.getByRole('button', { name: 'Baixar contrato assinado' }).waitFor();
    await fiadorPage.getByText('Contrato assinado', { exact: true }).waitFor();
    await expectAccessible(fiadorPage);
    expect(fiadorErrors).toEqual([]);
    await fiadorContext.close();
    const signed = await api<Rental>(`rentals/${rental.id}`, { token: customer.token });
    expect(signed.status).toBe('WAITING_FOR_PAYMENT');
    expect(signed.contract.signatures?.map((each) => each.role)).toEqual(['TENANT', 'GUARANTOR']);

    // The stay, paid, is extended and the customer signs the addendum (through the API: their screen is the
    // stay's journey); the fiador consents on the lease's page, and the extension moves on.
    const payment = await api<{ id: string }>(`rentals/${rental.id}/payments`, {
      method: 'POST',
      token: customer.token,
      headers: { 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ paymentType: 'PIX' }),
    });
    await api(`payments/${payment.id}/sandbox/confirm`, { method: 'POST', token: customer.token });
    await expect
      .poll(async () => (await api<Rental>(`rentals/${rental.id}`, { token: customer.token })).status)
      .toBe('RENTED');
    const extension = await api<Extension>(`rentals/${rental.id}/extensions`, {
      method: 'POST',
      token: customer.token,
      body: JSON.stringify({ end: addDays(signed.endDate, 2) }),
    });
    const addendum = await fetch(`${product.baseUrl}/api/extensions/${extension.id}/addendum`, {
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    const sha256 = createHash('sha256')
      .update(new Uint8Array(await addendum.arrayBuffer()))
      .digest('hex');
    await api(`extensions/${extension.id}/signature`, {
      method: 'POST',
      token: customer.token,
      body: JSON.stringify({ accept: true, sha256 }),
    });
    await captureEverySize(browser, {
      baseUrl: product.baseUrl,
      token: fiador.token,
      path: `/fiador/locacoes/${rental.id}`,
      name: 'guarantor/fiador-signs-addendum',
      ready: async (shot) => {
        await shot.getByRole('button', { name: 'Abrir o termo aditivo (PDF)' }).waitFor();
      },
    });
    const extensionContext = await newContext(browser, { baseUrl: product.baseUrl, token: fiador.token });
    const extensionPage = await extensionContext.newPage();
    const extensionErrors = watchErrors(extensionPage);
    await extensionPage.goto(`/fiador/locacoes/${rental.id}`);
    const extensions = extensionPage.getByRole('region', { name: 'Prorrogações' });
    await extensions.getByText(/Locatário · Marina Teles: assinou em/).waitFor();
    await extensions.getByRole('button', { name: 'Abrir o termo aditivo (PDF)' }).waitFor();
    await expectAccessible(extensionPage);
    await extensions.getByLabel(/como fiador, anuo à prorrogação/).check();
    await extensions.getByRole('button', { name: 'Assinar o termo aditivo' }).click();
    await extensions.getByRole('button', { name: 'Termo aditivo assinado (PDF)' }).waitFor();
    await extensions.getByText(/Fiador · Caio Prates \(você\): assinou em/).waitFor();
    expect(extensionErrors).toEqual([]);
    await extensionContext.close();
    const moved = await api<Extension>(`extensions/${extension.id}`, { token: customer.token });
    expect(moved.status).toBe('WAITING_FOR_PAYMENT');
    expect(moved.signatures?.map((each) => each.role)).toEqual(['TENANT', 'GUARANTOR']);
  });
});
