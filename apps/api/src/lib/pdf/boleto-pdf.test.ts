import { buildBoletoBarcode, digitableLineFromBarcode, sandboxFreeField } from '@estadia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBarcodesFromPdf, readTextFromPdf } from '../../../test/barcode-reader.ts';
import { type BoletoPdfInput, renderBoletoPdf } from './boleto-pdf.ts';

const barcode = buildBoletoBarcode({
  bankCode: '001',
  dueDate: '2026-03-16',
  amountCents: 123_456,
  freeField: sandboxFreeField(123_456_789),
});

const input: BoletoPdfInput = {
  beneficiary: {
    name: 'Estadia Locações Ltda.',
    cnpj: '11222333000181',
    address: 'Av. Rondon Pacheco, 1000 — Santa Mônica, Uberlândia/MG, 38408-343',
  },
  payer: {
    name: 'Maria José da Conceição',
    cpfOrCnpj: '52998224725',
    address: 'Rua das Acácias, 45, ap. 12 — Centro, São Paulo/SP, 01001-000',
  },
  bankCode: '001',
  digitableLine: digitableLineFromBarcode(barcode),
  barcode,
  dueDate: '2026-03-16',
  amountCents: 123_456,
  documentNumber: 'EST-000123',
  ourNumber: '000000123456789',
  description: 'Aluguel do apartamento 101 — 01/03/2026 a 31/03/2026',
  issuedAt: new Date('2026-03-01T12:00:00Z'),
};

afterEach(() => {
  vi.useRealTimers();
});

describe('renderBoletoPdf', () => {
  it('draws an ITF barcode that a scanner reads back as the 44 digits', async () => {
    const pdf = await renderBoletoPdf(input);
    expect(await readBarcodesFromPdf(pdf)).toEqual([barcode]);
  });

  it('prints the receipt and the compensation slip with the digitable line and the boleto data', async () => {
    const text = await readTextFromPdf(await renderBoletoPdf(input));
    for (const expected of [
      'Recibo do pagador',
      'Ficha de compensação',
      '001-9',
      '00191.70042 20010.000006 01234.567897 9 13870000123456',
      'Beneficiário',
      'Estadia Locações Ltda.',
      '11.222.333/0001-81',
      'Pagador',
      'Maria José da Conceição',
      '529.982.247-25',
      'Vencimento',
      '16/03/2026',
      'Valor do documento',
      'R$ 1.234,56',
      'Nosso número',
      '000000123456789',
      'EST-000123',
      '01/03/2026',
      'Aluguel do apartamento 101 — 01/03/2026 a 31/03/2026',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.match(/00191\.70042 20010\.000006 01234\.567897 9 13870000123456/g)).toHaveLength(2);
  });

  it('gives the same bytes for the same input, whatever the clock says', async () => {
    const first = await renderBoletoPdf(input);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-07-04T03:00:00Z') });
    const second = await renderBoletoPdf(input);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    const reissued = await renderBoletoPdf({ ...input, issuedAt: new Date('2026-03-02T12:00:00Z') });
    expect(Buffer.from(reissued).equals(Buffer.from(first))).toBe(false);
  });

  it('prints a name the standard font cannot write without throwing, and cuts what does not fit', async () => {
    const pdf = await renderBoletoPdf({
      ...input,
      payer: { ...input.payer, name: 'Nguyễn Thị Minh Khai 😀' },
      description: `Aluguel ${'muito longo '.repeat(40)}`,
    });
    const text = await readTextFromPdf(pdf);
    expect(text).toContain('Nguyen Thi Minh Khai ?');
    expect(text).toContain('…');
    expect(await readBarcodesFromPdf(pdf)).toEqual([barcode]);
  });

  it('falls back to the document number when there is no "nosso número"', async () => {
    const { ourNumber: _, ...withoutOurNumber } = input;
    const text = await readTextFromPdf(await renderBoletoPdf(withoutOurNumber));
    expect(text.match(/EST-000123/g)!.length).toBeGreaterThanOrEqual(3);
  });
});
