import { formatBrDate, formatMoney, pluralize } from '@estadia/domain';
import type { MailMessage } from '../../lib/mail/mail-message.ts';
import { apartmentLabel } from '../notifications/email-format.ts';
import { renderEmail } from '../notifications/email-layout.ts';
import type { Recipient, StaySummary } from '../notifications/rental-emails.ts';

export interface EarlyDepartureEmailInput {
  customer: Recipient;
  /** The stay as it is now, with the new check-out. */
  stay: StaySummary;
  previousEndDate: string;
  nightsReleased: number;
  feeCents: number;
  refundCents: number;
  rule: string;
  /** The fine the transfer letter would waive once our staff accept it (0: no letter in review). */
  transferLetterWaiverCents: number;
  rentalUrl: string;
}

/** To the customer once the stay is shortened: the new check-out, what it cost, what comes back. */
export function earlyDepartureEmail(input: EarlyDepartureEmailInput): MailMessage {
  const rows: [string, string][] = [
    ['Apartamento', `${apartmentLabel(input.stay.apartment)} – ${input.stay.projectName}`],
    ['Nova saída', formatBrDate(input.stay.endDate)],
    ['Saída anterior', formatBrDate(input.previousEndDate)],
    ['Noites liberadas', pluralize(input.nightsReleased, 'noite')],
    ['Taxa ou multa', formatMoney(input.feeCents)],
    ['Reembolso', formatMoney(input.refundCents)],
  ];
  return renderEmail({
    to: input.customer.email,
    subject: `Saída antecipada para ${formatBrDate(input.stay.endDate)}`,
    heading: 'Saída antecipada confirmada',
    name: input.customer.name,
    blocks: [
      {
        kind: 'paragraph',
        content:
          'A sua estadia agora termina em ' +
          `${formatBrDate(input.stay.endDate)}: a vistoria de saída e a entrega das chaves passam para esse dia, ` +
          'e o código de acesso vale até ele.',
      },
      { kind: 'facts', rows },
      { kind: 'paragraph', content: input.rule },
      ...(input.transferLetterWaiverCents > 0
        ? [
            {
              kind: 'paragraph' as const,
              content:
                'A carta de transferência do empregador está em análise pela nossa equipe. Até ela ser ' +
                `aceita, a multa fica retida; aceita, ${formatMoney(input.transferLetterWaiverCents)} voltam ` +
                'para você, e avisamos por e-mail.',
            },
          ]
        : []),
      ...(input.refundCents > 0
        ? [
            {
              kind: 'paragraph' as const,
              content: `O reembolso de ${formatMoney(input.refundCents)} já foi pedido e aparece na página da locação.`,
            },
          ]
        : []),
      { kind: 'button', label: 'Ver a locação', href: input.rentalUrl },
    ],
  });
}
