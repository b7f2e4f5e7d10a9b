import {
  DEPOSIT_CONTEST_DAYS,
  type DepositSettlement,
  formatBrDateRange,
  formatMoney,
} from '@estadia/domain';
import type { MailMessage } from '../../lib/mail/mail-message.ts';
import { apartmentLabel, formatBrasiliaDateTime } from '../notifications/email-format.ts';
import { renderEmail } from '../notifications/email-layout.ts';
import type { Recipient, StaySummary } from '../notifications/rental-emails.ts';

export interface DepositEmailInput {
  customer: Recipient;
  stay: StaySummary;
  settlement: DepositSettlement;
  rentalUrl: string;
}

function deductionRows(settlement: DepositSettlement): [string, string][] {
  return [
    ['Caução guardada', formatMoney(settlement.heldCents)],
    ...settlement.deductions.map((each): [string, string] => [
      each.description,
      `− ${formatMoney(each.amountCents)}`,
    ]),
    ['Volta para você', formatMoney(settlement.returnCents)],
  ];
}

/** To the customer when staff propose the caução's settlement: what is deducted, what comes back, until when. */
export function depositProposedEmail(input: DepositEmailInput): MailMessage {
  const { settlement, stay } = input;
  return renderEmail({
    to: input.customer.email,
    subject: 'Acerto da sua caução: confira a proposta',
    heading: 'Proposta de acerto da caução',
    name: input.customer.name,
    blocks: [
      {
        kind: 'paragraph',
        content:
          `Depois da vistoria de saída do apartamento ${apartmentLabel(stay.apartment)} – ${stay.projectName} ` +
          `(estadia de ${formatBrDateRange(stay.startDate, stay.endDate)}), nossa equipe propôs o acerto da sua caução.`,
      },
      { kind: 'facts', rows: deductionRows(settlement) },
      {
        kind: 'paragraph',
        content:
          `Você tem ${DEPOSIT_CONTEST_DAYS} dias, até ${formatBrasiliaDateTime(new Date(settlement.contestDeadline as string))} ` +
          '(horário de Brasília), para concordar ou contestar na página da locação, onde estão as fotos de cada ' +
          'item. Sem resposta no prazo, o acerto é concluído e o valor que volta é estornado na hora.',
      },
      { kind: 'button', label: 'Ver a proposta', href: input.rentalUrl },
    ],
  });
}

/** To the customer when the caução is settled: what was kept and what is on its way back. */
export function depositSettledEmail(input: DepositEmailInput): MailMessage {
  const { settlement } = input;
  return renderEmail({
    to: input.customer.email,
    subject: 'Acerto da sua caução concluído',
    heading: 'Caução acertada',
    name: input.customer.name,
    blocks: [
      { kind: 'facts', rows: deductionRows(settlement) },
      {
        kind: 'paragraph',
        content:
          settlement.returnCents > 0
            ? `Estornamos ${formatMoney(settlement.returnCents)} para você: o valor chega pela mesma forma de ` +
              'pagamento da caução em alguns dias úteis. Cada lançamento está no extrato da locação.'
            : 'Os descontos usaram toda a caução; cada lançamento está no extrato da locação.',
      },
      { kind: 'button', label: 'Ver o extrato', href: input.rentalUrl },
    ],
  });
}
