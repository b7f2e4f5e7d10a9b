import {
  apartmentLabel,
  type ExtensionBilling,
  effectiveGuarantee,
  extensionBilling,
  formatBrDate,
  formatCnpj,
  formatMoney,
  nightsBetween,
  PERIOD_KIND_LABELS,
  periodForNights,
  pluralize,
  todayIso,
} from '@estadia/domain';
import type { RentalExtensionRow } from '../../db/schema.ts';
import type { PdfBlock } from '../../lib/pdf/pdf-blocks.ts';
import { PdfComposer } from '../../lib/pdf/pdf-composer.ts';
import { createPdfDocument, savePdf } from '../../lib/pdf/pdf-document.ts';
import type { TextRun } from '../../lib/pdf/text-wrap.ts';
import type { ContractData } from '../contracts/contract-data.ts';
import {
  customerQualification,
  documentLabel,
  providerQualification,
} from '../contracts/contract-parties.ts';
import { contractName } from '../contracts/contract-pdf.ts';
import { priceRows } from '../contracts/contract-terms.ts';

// The 'termo aditivo' of an extension: the parties as the contract names them, the original contract,
// the old and new check-out, the re-priced value and the difference. Same data, same bytes (decision
// 0009): each party (the customer; in a fiança, the fiador too) signs the SHA-256 of what was shown.

export interface AddendumData {
  /** The contract's data as it stands (parties, apartment, the stay before the extension). */
  contract: ContractData;
  /** When the original contract was signed. */
  contractSignedAt: Date | null;
  extension: Pick<
    RentalExtensionRow,
    | 'id'
    | 'previous_end_date'
    | 'end_date'
    | 'previous_value_cents'
    | 'rental_value_cents'
    | 'difference_cents'
    | 'price_lines'
    | 'created_at'
  >;
  /**
   * The fiador who signs the addendum too, as they signed the contract (a fiança whose fiador signed it, when
   * the extension was asked for); null or absent otherwise.
   */
  guarantor?: { name: string; cpf: string | null } | null;
}

export interface RenderedAddendum {
  bytes: Uint8Array;
  pageCount: number;
  name: string;
}

/** 'Termo aditivo nº 3F2A9C1B-A1B2' (the contract's short id, then the extension's). */
export function addendumName(data: AddendumData): string {
  return `Termo aditivo nº ${data.contract.shortId}-${data.extension.id.slice(0, 4).toUpperCase()}`;
}

export function addendumFileName(data: AddendumData, { signed = false } = {}): string {
  return `termo-aditivo-${signed ? 'assinado-' : ''}${data.contract.shortId}-${data.extension.id.slice(0, 4).toUpperCase()}.pdf`;
}

/** When the difference is paid, as the addendum's second clause says it. */
const DIFFERENCE_CLAUSE: Record<ExtensionBilling, string> = {
  AT_ONCE: 'O LOCATÁRIO paga a diferença de uma só vez, por Pix, boleto à vista ou cartão.',
  POST_PAID:
    'Como o restante da locação, a diferença é cobrada depois de vivida, sem nenhum valor antecipado ' +
    '(Lei 8.245/1991, arts. 20 e 42): um boleto por período de 30 noites acrescentadas, emitido no dia ' +
    'seguinte à última noite do período e com vencimento no 6º dia útil contado desse dia (art. 23, I).',
  MONTH_AHEAD:
    'Como o restante da locação, a diferença é cobrada mês a mês, nunca mais de um mês adiantada ' +
    '(Lei 8.245/1991, art. 42): um boleto por período de 30 noites acrescentadas, com vencimento na ' +
    'primeira noite do período.',
};

const DIFFERENCE_LABEL: Record<ExtensionBilling, string> = {
  AT_ONCE: 'Diferença a pagar',
  POST_PAID: 'Diferença, cobrada depois de vivida',
  MONTH_AHEAD: 'Diferença, cobrada mês a mês',
};

/** The fiador who signs the addendum, qualified as in the contract. */
function guarantorQualification(guarantor: NonNullable<AddendumData['guarantor']>): TextRun[] {
  return [
    { text: 'FIADOR: ', bold: true },
    { text: guarantor.name, bold: true },
    {
      text:
        `, ${documentLabel(guarantor.cpf)}, já qualificado(a) no contrato, que comparece para anuir a este aditivo, ` +
        'doravante denominado(a) simplesmente FIADOR.',
    },
  ];
}

/**
 * The fiança and the addendum. The fiador who signs it consents to the extension, and the fiança then covers the
 * added nights (the STJ's Súmula 214 holds a fiador to an addendum only with their consent). Without the fiador
 * as a party (a fiança whose fiador did not sign the contract), the addendum says the fiança does not cover what
 * it adds, rather than let 'mantidas todas as demais cláusulas' suggest it does. No clause without a fiança.
 */
function guarantorClause(data: AddendumData): PdfBlock[] {
  if (data.contract.rentGuaranteeType !== 'GUARANTOR') return [];
  const text = data.guarantor
    ? `O FIADOR, ${data.guarantor.name}, ${documentLabel(data.guarantor.cpf)}, assina este aditivo e anui à ` +
      'prorrogação: a fiança prestada no contrato, nas mesmas condições e com as mesmas outorgas, estende-se às ' +
      'obrigações acrescentadas por este aditivo, até a nova data de saída e pelo novo valor total da locação, ' +
      'pelas quais o FIADOR responde como devedor solidário, como pelas do contrato. Com esta anuência, não se ' +
      'aplica a este aditivo a ressalva da Súmula 214 do Superior Tribunal de Justiça.'
    : 'O FIADOR não é parte deste aditivo. Nos termos da Súmula 214 do Superior Tribunal de Justiça, a ' +
      'fiança prestada no contrato não se estende às obrigações acrescentadas por este aditivo, que o ' +
      'LOCATÁRIO assume sozinho; pelas obrigações do contrato, no prazo e no valor originais, o FIADOR ' +
      'continua a responder.';
  return [
    { kind: 'heading', text: 'CLÁUSULA QUARTA – DA FIANÇA' },
    { kind: 'paragraph', runs: [{ text }] },
  ];
}

export function addendumBlocks(data: AddendumData): PdfBlock[] {
  const { contract, extension } = data;
  const nights = nightsBetween(contract.startDate, extension.end_date);
  const period = periodForNights(nights);
  const rows = priceRows({ priceLines: extension.price_lines });
  // Never ahead of the law (extensionBilling): at once, after each month is lived, or a month ahead at most.
  const billing = extensionBilling({
    startDate: contract.startDate,
    newEnd: extension.end_date,
    guarantee: effectiveGuarantee(contract.rentGuaranteeType, contract.securityDepositCents),
    askedOn: todayIso(extension.created_at),
  });
  return [
    { kind: 'title', text: addendumName(data), subtitle: `Aditivo ao ${contractName(contract)}` },
    { kind: 'paragraph', runs: providerQualification(contract) },
    { kind: 'paragraph', runs: customerQualification(contract) },
    ...(data.guarantor ? [{ kind: 'paragraph', runs: guarantorQualification(data.guarantor) } as const] : []),
    {
      kind: 'paragraph',
      runs: [
        {
          text:
            `As partes, tendo entre si o ${contractName(contract)}` +
            (data.contractSignedAt ? `, assinado em ${formatBrDate(data.contractSignedAt)},` : ',') +
            ` referente ao apartamento ${apartmentLabel(contract.apartment)} do ${contract.project.name} ` +
            `(${contract.project.address}, ${contract.project.city} - ${contract.project.stateInitials}), ` +
            'resolvem prorrogar a locação nos termos abaixo, mantidas todas as demais cláusulas do contrato.',
        },
      ],
    },
    { kind: 'heading', text: 'CLÁUSULA PRIMEIRA – DO PRAZO' },
    {
      kind: 'fields',
      rows: [
        { label: 'Entrada (check-in)', value: formatBrDate(contract.startDate) },
        { label: 'Saída anterior', value: formatBrDate(extension.previous_end_date) },
        { label: 'Nova saída', value: `${formatBrDate(extension.end_date)}, até as 12:00` },
        {
          label: 'Estadia',
          value: `${pluralize(nights, 'noite')} · ${PERIOD_KIND_LABELS[period].toLowerCase()}`,
        },
      ],
    },
    { kind: 'heading', text: 'CLÁUSULA SEGUNDA – DO VALOR' },
    {
      kind: 'paragraph',
      runs: [
        {
          text:
            'A estadia inteira é novamente calculada pela regra de preços da modalidade; o valor já contratado ' +
            'é o mínimo. ' +
            DIFFERENCE_CLAUSE[billing],
        },
      ],
    },
    {
      kind: 'amounts',
      rows: [...rows, { label: 'Valor já contratado', amount: formatMoney(extension.previous_value_cents) }],
      total: {
        label: DIFFERENCE_LABEL[billing],
        amount: formatMoney(extension.difference_cents),
      },
    },
    {
      kind: 'fields',
      rows: [{ label: 'Novo valor total da locação', value: formatMoney(extension.rental_value_cents) }],
    },
    { kind: 'heading', text: 'CLÁUSULA TERCEIRA – DA VIGÊNCIA' },
    {
      kind: 'paragraph',
      runs: [
        {
          text:
            billing !== 'AT_ONCE'
              ? 'As noites acrescentadas ficam reservadas ao LOCATÁRIO desde o pedido. Este aditivo vale com a ' +
                'sua assinatura: a nova data de saída passa a valer desde então, e cada período acrescentado é ' +
                'cobrado como os demais meses da locação.'
              : 'As noites acrescentadas ficam reservadas ao LOCATÁRIO desde o pedido. Este aditivo vale com o ' +
                'pagamento integral da diferença; sem ele no prazo informado, as noites acrescentadas são liberadas ' +
                'e o contrato segue com a data de saída anterior.',
        },
      ],
    },
    ...guarantorClause(data),
    { kind: 'keep', height: 140 },
    {
      kind: 'paragraph',
      runs: [
        {
          text: `${contract.project.city} - ${contract.project.stateInitials}, ${formatBrDate(extension.created_at)}.`,
        },
      ],
    },
    { kind: 'space', height: 10 },
    {
      kind: 'signatures',
      parties: [
        {
          role: 'LOCADORA',
          name: contract.company.name,
          detail: `CNPJ ${formatCnpj(contract.company.cnpj)}`,
        },
        {
          role: 'LOCATÁRIO',
          name: contract.customer.name,
          detail: documentLabel(contract.customer.cpfOrCnpj),
        },
        ...(data.guarantor
          ? [{ role: 'FIADOR', name: data.guarantor.name, detail: documentLabel(data.guarantor.cpf) }]
          : []),
      ],
    },
  ];
}

/** The addendum as a PDF, dated by the extension's request: the same extension gives the same bytes. */
export async function renderAddendumPdf(data: AddendumData): Promise<RenderedAddendum> {
  const name = addendumName(data);
  const doc = await createPdfDocument({
    title: name,
    subject: `${data.contract.project.name} – ${apartmentLabel(data.contract.apartment)}`,
    author: data.contract.company.name,
    date: data.extension.created_at,
  });
  const composer = PdfComposer.create(doc);
  composer.add(addendumBlocks(data));
  composer.decorate({
    headerLeft: name,
    headerRight: data.contract.company.name,
    footer: (page, count) => `Página ${page} de ${count}`,
  });
  return { bytes: await savePdf(doc), pageCount: composer.pageCount, name };
}
