import {
  apartmentLabel,
  CHECK_IN_TIME,
  CHECK_OUT_TIME,
  formatBrDate,
  formatCnpj,
  formatMoney,
  PAYMENT_TYPE_LABELS,
  PERIOD_KIND_LABELS,
  pluralize,
  RENT_GUARANTEE_TYPE_LABELS,
} from '@estadia/domain';
import type { PdfBlock } from '../../lib/pdf/pdf-blocks.ts';
import { type Clause, clauseNumber, contractClauses } from './contract-clauses.ts';
import type { ContractData } from './contract-data.ts';
import { customerQualification, documentLabel, providerQualification } from './contract-parties.ts';
import { carSpotsText, contractTitle, projectAddress } from './contract-terms.ts';

/** The summary table that opens the contract ("quadro-resumo"): the stay at a glance. */
function summary(data: ContractData): PdfBlock {
  return {
    kind: 'fields',
    rows: [
      { label: 'Empreendimento', value: data.project.name },
      { label: 'Endereço', value: projectAddress(data) },
      { label: 'Unidade', value: apartmentLabel(data.apartment) },
      { label: 'Modalidade', value: data.modality.name },
      {
        label: 'Entrada (check-in)',
        value: `${formatBrDate(data.startDate)}, a partir das ${CHECK_IN_TIME}`,
      },
      { label: 'Saída (check-out)', value: `${formatBrDate(data.endDate)}, até as ${CHECK_OUT_TIME}` },
      { label: 'Duração', value: `${pluralize(data.nights, 'noite')} – ${PERIOD_KIND_LABELS[data.period]}` },
      { label: 'Vagas de garagem', value: carSpotsText(data.carSpots) || 'Nenhuma' },
      { label: 'Valor total', value: formatMoney(data.totalCents) },
      {
        label: 'Forma de pagamento',
        value: data.paymentType ? PAYMENT_TYPE_LABELS[data.paymentType] : 'a definir',
      },
      {
        label: 'Garantia',
        value: data.rentGuaranteeType ? RENT_GUARANTEE_TYPE_LABELS[data.rentGuaranteeType] : 'a definir',
      },
    ],
  };
}

function clauseBlocks(clause: Clause): PdfBlock[] {
  const number = clauseNumber(clause.id);
  let paragraph = 0;
  return [
    { kind: 'heading', text: `CLÁUSULA ${number}ª – ${clause.title}` },
    ...clause.body.map((part): PdfBlock => {
      if (typeof part !== 'string') return part;
      paragraph += 1;
      return { kind: 'paragraph', runs: [{ text: `${number}.${paragraph}. `, bold: true }, { text: part }] };
    }),
  ];
}

/** The whole contract, top to bottom: what renderContractPdf lays out (and what tests read). */
export function contractBlocks(data: ContractData): PdfBlock[] {
  const title = contractTitle(data);
  const kind = data.period === 'SHORT_PERIOD' ? 'locação por temporada' : 'locação residencial';
  return [
    {
      kind: 'title',
      text: title,
      subtitle: `Nº ${data.shortId} · emitido em ${formatBrDate(data.issuedAt)}`,
    },
    {
      kind: 'paragraph',
      runs: [
        {
          text:
            `Pelo presente instrumento particular, as partes abaixo qualificadas celebram este contrato de ${kind}, ` +
            'que se rege pelas cláusulas seguintes e pela Lei nº 8.245/1991 (Lei do Inquilinato).',
        },
      ],
    },
    { kind: 'heading', text: 'QUADRO-RESUMO' },
    summary(data),
    { kind: 'heading', text: 'PARTES' },
    { kind: 'paragraph', runs: providerQualification(data) },
    { kind: 'paragraph', runs: customerQualification(data) },
    ...contractClauses(data).flatMap(clauseBlocks),
    // The closing, the place and date, and the signatures stay on one page.
    { kind: 'keep', height: 160 },
    { kind: 'space', height: 8 },
    {
      kind: 'paragraph',
      runs: [{ text: 'E, por estarem de acordo, as partes firmam este contrato eletronicamente.' }],
    },
    {
      kind: 'paragraph',
      runs: [
        { text: `${data.project.city} - ${data.project.stateInitials}, ${formatBrDate(data.issuedAt)}.` },
      ],
      align: 'left',
    },
    { kind: 'space', height: 10 },
    {
      kind: 'signatures',
      parties: [
        { role: 'LOCADORA', name: data.company.name, detail: `CNPJ ${formatCnpj(data.company.cnpj)}` },
        { role: 'LOCATÁRIO', name: data.customer.name, detail: documentLabel(data.customer.cpfOrCnpj) },
      ],
    },
    {
      kind: 'paragraph',
      runs: [
        {
          text:
            'Assinatura eletrônica do LOCATÁRIO registrada no Manifesto de assinatura eletrônica que acompanha ' +
            'a via assinada deste contrato.',
        },
      ],
      size: 8.5,
      muted: true,
      align: 'left',
    },
  ];
}
