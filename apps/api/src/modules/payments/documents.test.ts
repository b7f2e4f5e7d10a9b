import { formatDigitableLine, formatMoney } from '@estadia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBarcodesFromPdf, readBarcodesFromSvg, readTextFromPdf } from '../../../test/barcode-reader.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { paymentsTestKit } from './payment-test-support.ts';

// What a bank, a scanner and the customer read: the Pix QR code as served, the boleto's PDF barcode
// and line, and the receipt — decoded by real readers (zbar, poppler, librsvg), not by our own code.

let testApp: TestApp;
const kit = paymentsTestKit(() => testApp);
const { call } = kit;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true });
});

afterAll(async () => {
  await testApp.close();
});

const bytesOf = (response: { rawPayload: Buffer }) => new Uint8Array(response.rawPayload);

describe('documents a bank and the customer read', () => {
  it('serves a Pix QR code whose decoded text is exactly the copia-e-cola code', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const payment = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    expect(await readBarcodesFromSvg(payment.pix!.qrCodeSvg)).toEqual([payment.pix!.payload]);
  });

  it('serves the boleto PDF to its owner, with a barcode a scanner reads and the digitable line', async () => {
    const [owner, other] = [await kit.customer(), await kit.customer()];
    const rental = await kit.rentalAwaitingPayment(owner);
    const payment = kit.paymentOf(await kit.pay(owner, rental.id, { paymentType: 'BANK_SLIP' }));
    const url = payment.bankSlip!.pdfUrl;
    const response = await call(owner, 'GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toContain('no-store');
    const pdf = bytesOf(response);
    expect(await readBarcodesFromPdf(pdf)).toEqual([payment.bankSlip!.barcode]);
    expect(await readTextFromPdf(pdf)).toContain(formatDigitableLine(payment.bankSlip!.digitableLine));
    expect(bytesOf(await call(owner, 'GET', url))).toEqual(pdf);
    expect((await call(other, 'GET', url)).statusCode).toBe(404);
  });

  it('has no boleto PDF for a Pix payment', async () => {
    const user = await kit.customer();
    const rental = await kit.rentalAwaitingPayment(user);
    const payment = kit.paymentOf(await kit.pay(user, rental.id, { paymentType: 'PIX' }));
    expect((await call(user, 'GET', `/api/payments/${payment.id}/bank-slip.pdf`)).statusCode).toBe(404);
  });

  it('gives a receipt for a paid payment only, to its owner, the same bytes every time', async () => {
    const [owner, other] = [await kit.customer(), await kit.customer()];
    const rental = await kit.rentalAwaitingPayment(owner);
    const payment = kit.paymentOf(await kit.pay(owner, rental.id, { paymentType: 'PIX' }));
    const url = `/api/payments/${payment.id}/receipt`;
    expect((await call(owner, 'GET', url)).statusCode).toBe(404);
    await call(owner, 'POST', `/api/payments/${payment.id}/sandbox/confirm`);
    const response = await call(owner, 'GET', url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await readTextFromPdf(bytesOf(response));
    expect(text).toMatch(/Recibo/i);
    expect(text.replace(/\s+/g, ' ')).toContain(formatMoney(payment.amountCents).replace(/\s+/g, ' '));
    expect(bytesOf(await call(owner, 'GET', url))).toEqual(bytesOf(response));
    expect((await call(other, 'GET', url)).statusCode).toBe(404);
  });
});
