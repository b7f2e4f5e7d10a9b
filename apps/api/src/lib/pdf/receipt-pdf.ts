import {
  amountInWords,
  formatBrDate,
  formatBrDateTime,
  formatCnpj,
  formatCpfOrCnpj,
  formatMoney,
  normalizeDocument,
} from '@estadia/domain';
import type { PdfBlock } from './pdf-blocks.ts';
import { PdfComposer } from './pdf-composer.ts';
import { createPdfDocument, savePdf } from './pdf-document.ts';
import type { TextRun } from './text-wrap.ts';

export interface ReceiptPdfInput {
  /** As printed ('2025-000123'); also in the file's title. */
  receiptNumber: string;
  /** The issuer: the housing provider (config.company). */
  company: { name: string; cnpj: string; address: string };
  payer: { name: string; cpfOrCnpj: string | null };
  amountCents: number;
  /** Also the PDF's date: the same payment always gives the same bytes. */
  paidAt: Date;
  /** 'Pix', 'Cartão de crédito'… */
  methodLabel: string;
  /** What the amount pays, completing 'referente a …' ('aluguel da locação 3F2A9C1B'). */
  description: string;
  /** The stay, for the payer's records ('Residencial X – Studio, Bloco A · 2º andar · Apto 203, 10/01/2025 a 15/01/2025'). */
  rentalSummary: string;
  paymentId: string;
}

/** 'Uberlândia - MG' out of an address written 'Rua X, 10, Bairro, Uberlândia - MG, 38400-000'. */
export function placeOf(address: string): string | undefined {
  return address
    .split(',')
    .map((part) => part.trim())
    .findLast((part) => /^\D.*\S\s*[-–/]\s*[A-Z]{2}$/.test(part));
}

function documentOf(cpfOrCnpj: string | null): string | undefined {
  if (!cpfOrCnpj) return undefined;
  const kind = normalizeDocument(cpfOrCnpj).length === 11 ? 'CPF' : 'CNPJ';
  return `${kind} ${formatCpfOrCnpj(cpfOrCnpj)}`;
}

/** The receipt's content, top to bottom (the words tests read). */
export function receiptBlocks(input: ReceiptPdfInput): PdfBlock[] {
  const amount = formatMoney(input.amountCents);
  const payerDocument = documentOf(input.payer.cpfOrCnpj);
  const statement: TextRun[] = [
    { text: 'Recebemos de ' },
    { text: input.payer.name, bold: true },
    { text: payerDocument ? `, ${payerDocument},` : '' },
    { text: ' a quantia de ' },
    { text: amount, bold: true },
    { text: ` (${amountInWords(input.amountCents)}), referente a ${input.description}.` },
  ];
  const place = placeOf(input.company.address);
  const date = formatBrDate(input.paidAt);
  return [
    { kind: 'title', text: 'Recibo de pagamento', subtitle: `Nº ${input.receiptNumber}` },
    { kind: 'highlight', label: 'Valor recebido', value: amount },
    { kind: 'paragraph', runs: statement, size: 11 },
    {
      kind: 'paragraph',
      runs: [{ text: 'Damos quitação do valor acima, recebido na forma indicada abaixo.' }],
    },
    { kind: 'space', height: 6 },
    {
      kind: 'fields',
      rows: [
        { label: 'Forma de pagamento', value: input.methodLabel },
        {
          label: 'Data do pagamento',
          value: `${formatBrDateTime(input.paidAt, { seconds: false })} (horário de Brasília)`,
        },
        { label: 'Locação', value: input.rentalSummary },
        { label: 'Identificador do pagamento', value: input.paymentId },
      ],
    },
    { kind: 'space', height: 8 },
    { kind: 'paragraph', runs: [{ text: place ? `${place}, ${date}.` : `${date}.` }], align: 'left' },
    { kind: 'space', height: 12 },
    {
      kind: 'signatures',
      parties: [
        { role: 'EMITENTE', name: input.company.name, detail: `CNPJ ${formatCnpj(input.company.cnpj)}` },
      ],
    },
    { kind: 'space', height: 4 },
    {
      kind: 'paragraph',
      runs: [
        {
          text:
            `${input.company.name}, CNPJ ${formatCnpj(input.company.cnpj)}, ${input.company.address}. ` +
            'Recibo emitido eletronicamente.',
        },
      ],
      size: 8.5,
      muted: true,
      align: 'left',
    },
  ];
}

/**
 * The receipt of a confirmed payment, in Portuguese: the amount in figures and in words, who paid,
 * for what, how and when. Same input, same bytes (the PDF's date is the payment's).
 */
export async function renderReceiptPdf(input: ReceiptPdfInput): Promise<Uint8Array> {
  const doc = await createPdfDocument({
    title: `Recibo de pagamento nº ${input.receiptNumber}`,
    author: input.company.name,
    date: input.paidAt,
  });
  const composer = PdfComposer.create(doc);
  composer.add(receiptBlocks(input));
  composer.decorate({
    headerLeft: input.company.name,
    headerRight: `Recibo nº ${input.receiptNumber}`,
    footer: (page, count) => `Página ${page} de ${count}`,
  });
  return savePdf(doc);
}
