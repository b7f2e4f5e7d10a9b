import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { PdfBlock } from './pdf-blocks.ts';
import { placeOf, type ReceiptPdfInput, receiptBlocks, renderReceiptPdf } from './receipt-pdf.ts';

const INPUT: ReceiptPdfInput = {
  receiptNumber: '2025-000042',
  company: {
    name: 'Estadia Locações Ltda.',
    cnpj: '11222333000181',
    address: 'Avenida Rondon Pacheco, 1000, Santa Mônica, Uberlândia - MG, 38408-343',
  },
  payer: { name: 'Maria da Silva', cpfOrCnpj: '52998224725' },
  amountCents: 123_456,
  paidAt: new Date('2025-01-10T17:30:00.000Z'),
  methodLabel: 'Pix',
  description: 'aluguel da locação 3F2A9C1B',
  rentalSummary:
    'Residencial Santa Mônica – Studio, Bloco A · 2º andar · Apto 203, de 20/01/2025 a 25/01/2025',
  paymentId: '9b2f4c1e-7a3d-4e5f-8a6b-1c2d3e4f5a6b',
};

function words(blocks: PdfBlock[]): string {
  return blocks
    .map((block) => {
      if (block.kind === 'paragraph') return block.runs.map((run) => run.text).join('');
      if (block.kind === 'fields') return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
      if (block.kind === 'title') return `${block.text} ${block.subtitle ?? ''}`;
      if (block.kind === 'highlight') return `${block.label} ${block.value}`;
      if (block.kind === 'signatures')
        return block.parties.map((party) => `${party.name} ${party.detail}`).join('\n');
      return '';
    })
    .join('\n');
}

describe('receiptBlocks', () => {
  it('states who paid how much, in figures and in words, for what', () => {
    const text = words(receiptBlocks(INPUT));
    expect(text).toContain(
      'Recebemos de Maria da Silva, CPF 529.982.247-25, a quantia de R$ 1.234,56 (mil duzentos e trinta e ' +
        'quatro reais e cinquenta e seis centavos), referente a aluguel da locação 3F2A9C1B.',
    );
    expect(text).toContain('Recibo de pagamento Nº 2025-000042');
    expect(text).toContain('Forma de pagamento: Pix');
    expect(text).toContain('Data do pagamento: 10/01/2025 14:30 (horário de Brasília)');
    expect(text).toContain(`Identificador do pagamento: ${INPUT.paymentId}`);
    expect(text).toContain('Uberlândia - MG, 10/01/2025.');
    expect(text).toContain('Estadia Locações Ltda. CNPJ 11.222.333/0001-81');
  });

  it('names a company payer by its CNPJ and leaves out a missing document', () => {
    const company = words(
      receiptBlocks({ ...INPUT, payer: { name: 'Acme Ltda.', cpfOrCnpj: '11222333000181' } }),
    );
    expect(company).toContain('Recebemos de Acme Ltda., CNPJ 11.222.333/0001-81, a quantia de');
    const unknown = words(receiptBlocks({ ...INPUT, payer: { name: 'Ana', cpfOrCnpj: null } }));
    expect(unknown).toContain('Recebemos de Ana a quantia de');
  });
});

describe('placeOf', () => {
  it('finds the city and state in an address', () => {
    expect(placeOf(INPUT.company.address)).toBe('Uberlândia - MG');
    expect(placeOf('Rua X, 10, São Paulo/SP')).toBe('São Paulo/SP');
    expect(placeOf('Rua sem cidade, 10')).toBeUndefined();
  });
});

describe('renderReceiptPdf', () => {
  it('renders a one-page PDF that pdf-lib can load, the same bytes every time', async () => {
    const [a, b] = [await renderReceiptPdf(INPUT), await renderReceiptPdf(INPUT)];
    const hash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    expect(hash(a)).toBe(hash(b));
    expect(Buffer.from(a.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(a, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Recibo de pagamento nº 2025-000042');
    expect(doc.getCreationDate()?.toISOString()).toBe(INPUT.paidAt.toISOString());
  });
});
