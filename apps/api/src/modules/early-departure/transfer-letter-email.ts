import { formatMoney } from '@estadia/domain';
import type { MailMessage } from '../../lib/mail/mail-message.ts';
import { renderEmail } from '../notifications/email-layout.ts';
import type { Recipient } from '../notifications/rental-emails.ts';

export interface TransferLetterDecisionEmailInput {
  customer: Recipient;
  accepted: boolean;
  /** Why staff refused the letter. */
  reason: string | null;
  /** The fine the letter waives. */
  waiverCents: number;
  /** Of it, what is being given back now (the rest lowered the charges still open). */
  refundCents: number;
  rentalUrl: string;
}

/** To the customer once staff checked the transfer letter: the fine given back, or why it is kept. */
export function transferLetterDecisionEmail(input: TransferLetterDecisionEmailInput): MailMessage {
  const waiver = formatMoney(input.waiverCents);
  const blocks = input.accepted
    ? [
        {
          kind: 'paragraph' as const,
          content:
            'A nossa equipe conferiu a carta de transferência do seu empregador e a aceitou: a multa da saída ' +
            `antecipada, de ${waiver}, foi dispensada (art. 4º, parágrafo único, da Lei nº 8.245/1991).`,
        },
        {
          kind: 'paragraph' as const,
          content:
            input.refundCents > 0
              ? `O reembolso de ${formatMoney(input.refundCents)} já foi pedido e aparece na página da locação.`
              : 'As parcelas que ainda faltam pagar foram reduzidas no mesmo valor.',
        },
      ]
    : [
        {
          kind: 'paragraph' as const,
          content:
            'A nossa equipe conferiu a carta de transferência que você enviou com a saída antecipada e não ' +
            `pôde aceitá-la. Motivo: ${input.reason ?? ''}`,
        },
        {
          kind: 'paragraph' as const,
          content:
            `A multa da saída antecipada, de ${waiver}, continua valendo. Se tiver outra carta ou dúvidas, ` +
            'responda a este e-mail.',
        },
      ];
  return renderEmail({
    to: input.customer.email,
    subject: input.accepted ? 'Carta de transferência aceita' : 'Carta de transferência recusada',
    heading: input.accepted ? 'Carta de transferência aceita' : 'Carta de transferência recusada',
    name: input.customer.name,
    blocks: [...blocks, { kind: 'button', label: 'Ver a locação', href: input.rentalUrl }],
  });
}
