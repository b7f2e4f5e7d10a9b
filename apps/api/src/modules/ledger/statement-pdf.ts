import {
  apartmentLabel,
  formatBrDate,
  formatBrDateRange,
  formatBrDateTime,
  formatCnpj,
  formatCpfOrCnpj,
  formatMoney,
  JOURNAL_ENTRY_KIND_LABELS,
  rentalShortId,
  type Statement,
} from '@estadia/domain';
import type { PdfBlock } from '../../lib/pdf/pdf-blocks.ts';
import { PdfComposer } from '../../lib/pdf/pdf-composer.ts';
import { createPdfDocument, savePdf } from '../../lib/pdf/pdf-document.ts';

// 'Extrato da locação': the statement as an A4 PDF, for the customer's records or the back-office.

export interface StatementPdfInput {
  statement: Statement;
  rental: {
    id: string;
    startDate: string;
    endDate: string;
    projectName: string;
    modalityName: string;
    apartment: { block: string; floor: number; number: string };
  };
  customer: { name: string; cpfOrCnpj: string | null };
  company: { name: string; cnpj: string; address: string };
  generatedAt: Date;
}

/** The statement's content, top to bottom (the words tests read). */
export function statementBlocks(input: StatementPdfInput): PdfBlock[] {
  const { statement, rental, customer, company } = input;
  const { totals } = statement;
  const code = rentalShortId(rental.id);
  const blocks: PdfBlock[] = [
    { kind: 'title', text: 'Extrato da locação', subtitle: `Locação ${code}` },
    {
      kind: 'fields',
      rows: [
        {
          label: 'Cliente',
          value: customer.cpfOrCnpj
            ? `${customer.name}, ${formatCpfOrCnpj(customer.cpfOrCnpj)}`
            : customer.name,
        },
        {
          label: 'Imóvel',
          value: `${rental.projectName} – ${rental.modalityName}, ${apartmentLabel(rental.apartment)}`,
        },
        { label: 'Período', value: formatBrDateRange(rental.startDate, rental.endDate) },
        { label: 'Locação', value: rental.id, mono: true },
      ],
    },
    { kind: 'heading', text: 'Lançamentos' },
  ];
  if (statement.entries.length === 0)
    blocks.push({ kind: 'paragraph', runs: [{ text: 'Nenhum lançamento nesta locação.' }], align: 'left' });
  else
    blocks.push({
      kind: 'amounts',
      rows: statement.entries.map((entry) => ({
        label: `${formatBrDate(entry.at)} · ${JOURNAL_ENTRY_KIND_LABELS[entry.kind]} · ${entry.description}`,
        amount: formatMoney(entry.amountCents),
      })),
      total: { label: 'Em aberto', amount: formatMoney(totals.outstandingCents) },
    });
  blocks.push(
    { kind: 'heading', text: 'Resumo' },
    {
      kind: 'amounts',
      rows: [
        {
          label: 'Contratado (aluguel, vagas, prorrogações e multas, menos créditos)',
          amount: formatMoney(totals.contractedCents),
        },
        { label: 'Recebido', amount: formatMoney(totals.receivedCents) },
        { label: 'Devolvido ou a devolver', amount: formatMoney(totals.refundedCents) },
      ],
      total: { label: 'Em aberto', amount: formatMoney(totals.outstandingCents) },
    },
  );
  const { deposit } = totals;
  if (deposit.heldCents || deposit.yieldCents || deposit.deductedCents || deposit.returnedCents)
    blocks.push(
      { kind: 'heading', text: 'Caução' },
      {
        kind: 'amounts',
        rows: [
          { label: 'Depositada', amount: formatMoney(deposit.heldCents) },
          { label: 'Rendimento da poupança', amount: formatMoney(deposit.yieldCents) },
          { label: 'Descontada', amount: formatMoney(deposit.deductedCents) },
          { label: 'Devolvida', amount: formatMoney(deposit.returnedCents) },
        ],
        total: {
          label: 'Saldo da caução',
          amount: formatMoney(
            deposit.heldCents + deposit.yieldCents - deposit.deductedCents - deposit.returnedCents,
          ),
        },
      },
    );
  blocks.push(
    { kind: 'space', height: 8 },
    {
      kind: 'paragraph',
      runs: [
        {
          text:
            `Recebido - devolvido + em aberto = contratado. Emitido em ` +
            `${formatBrDateTime(input.generatedAt, { seconds: false })} (horário de Brasília). ` +
            `${company.name}, CNPJ ${formatCnpj(company.cnpj)}, ${company.address}.`,
        },
      ],
      size: 8.5,
      muted: true,
      align: 'left',
    },
  );
  return blocks;
}

export async function renderStatementPdf(input: StatementPdfInput): Promise<Uint8Array> {
  const code = rentalShortId(input.rental.id);
  const doc = await createPdfDocument({
    title: `Extrato da locação ${code}`,
    author: input.company.name,
    date: input.generatedAt,
  });
  const composer = PdfComposer.create(doc);
  composer.add(statementBlocks(input));
  composer.decorate({
    headerLeft: input.company.name,
    headerRight: `Extrato da locação ${code}`,
    footer: (page, count) => `Página ${page} de ${count}`,
  });
  return savePdf(doc);
}
