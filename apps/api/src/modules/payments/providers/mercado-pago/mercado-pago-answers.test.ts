import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../payment-provider.ts';
import { boletoAnswer, pixAnswer, pixTxid } from './mercado-pago-answers.ts';
import { endOfDayInSaoPaulo, toMercadoPagoDateTime } from './mercado-pago-dates.ts';

// The BR Code of Mercado Pago's own Pix response example: its field 62-05 is '***', no txid.
const DOCS_EXAMPLE_QR_CODE =
  '00020126600014br.gov.bcb.pix0117john@yourdomain.com0217additional data520400005303986540510.005802BR5913Maria Silva6008Brasilia62070503***6304E2CA';

describe('pixTxid', () => {
  it('takes the txid the BR Code carries in field 62-05', () => {
    const code =
      '000201010212520400005303986540510.005802BR5911MARIA SILVA6008BRASILIA62230519mpqrinter13250000016304ABCD';
    expect(pixTxid(code, 1325000001)).toBe('mpqrinter1325000001');
  });

  it("derives one from Mercado Pago's payment id when the code has none usable", () => {
    expect(pixTxid(DOCS_EXAMPLE_QR_CODE, 5466310457)).toBe('MP5466310457');
    expect(pixTxid('', 5466310457)).toBe('MP5466310457');
  });
});

describe('pixAnswer', () => {
  it("keeps Mercado Pago's expiry over the one asked for", () => {
    const answer = pixAnswer(
      {
        id: 5466310457,
        date_of_expiration: '2026-03-11T10:00:00.000-03:00',
        point_of_interaction: { transaction_data: { qr_code: DOCS_EXAMPLE_QR_CODE } },
      },
      new Date('2026-03-10T14:00:00.000Z'),
    );
    expect(answer).toEqual({
      payload: DOCS_EXAMPLE_QR_CODE,
      txid: 'MP5466310457',
      expiresAt: new Date('2026-03-11T13:00:00.000Z'),
    });
  });

  it('refuses an answer without a BR Code', () => {
    expect(() => pixAnswer({ id: 1 }, new Date())).toThrow(PaymentProviderError);
  });
});

describe('boletoAnswer', () => {
  const barcode = '00193373700000001000500940144816060680935031';
  const line = '00190.50095 40144.816069 06809.350314 3 37370000000100';

  it('reads the barcode under transaction_details, or at the top level as older answers had it', () => {
    const expected = {
      barcode,
      digitableLine: '00190500954014481606906809350314337370000000100',
      pdfUrl: null,
    };
    expect(
      boletoAnswer({ id: 1, transaction_details: { digitable_line: line, barcode: { content: barcode } } }),
    ).toEqual(expected);
    expect(
      boletoAnswer({ id: 1, transaction_details: { digitable_line: line }, barcode: { content: barcode } }),
    ).toEqual(expected);
  });

  it("keeps Mercado Pago's own printable boleto (an http(s) address only)", () => {
    const details = { digitable_line: line, barcode: { content: barcode } };
    const url = 'https://www.mercadopago.com.br/payments/1/ticket?caller_id=1&hash=abc';
    expect(
      boletoAnswer({ id: 1, transaction_details: { ...details, external_resource_url: url } }).pdfUrl,
    ).toBe(url);
    expect(
      boletoAnswer({
        id: 1,
        transaction_details: { ...details, external_resource_url: 'javascript:alert(1)' },
      }).pdfUrl,
    ).toBeNull();
  });

  it('refuses a boleto missing either code', () => {
    expect(() => boletoAnswer({ id: 1, transaction_details: { digitable_line: line } })).toThrow(
      PaymentProviderError,
    );
    expect(() => boletoAnswer({ id: 1, transaction_details: { barcode: { content: barcode } } })).toThrow(
      PaymentProviderError,
    );
  });
});

describe('Mercado Pago dates', () => {
  it('writes an instant as São Paulo time with its offset', () => {
    expect(toMercadoPagoDateTime(new Date('2026-03-10T14:05:06.789Z'))).toBe('2026-03-10T11:05:06.789-03:00');
    expect(toMercadoPagoDateTime(new Date('2026-03-10T01:00:00.000Z'))).toBe('2026-03-09T22:00:00.000-03:00');
  });

  it("ends a due date at São Paulo's last second of that day", () => {
    expect(endOfDayInSaoPaulo('2026-03-20')).toBe('2026-03-20T23:59:59.000-03:00');
  });
});
