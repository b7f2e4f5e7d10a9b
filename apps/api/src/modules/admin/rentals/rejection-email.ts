import { CANCELLATION_REASON_LABELS, type CancellationReason, formatBrDateRange } from '@estadia/domain';
import type { MailMessage } from '../../../lib/mail/mail-message.ts';

export interface RejectionEmailInput {
  to: string;
  name: string;
  projectName: string;
  apartmentLabel: string;
  startDate: string;
  endDate: string;
  reason: CancellationReason;
  details: string | null;
  publicUrl: string;
}

/** What the customer reads when the provider refuses a request: why, and that nothing was charged. */
export function rejectionEmail(input: RejectionEmailInput): MailMessage {
  const why =
    input.reason === 'OTHER' && input.details
      ? [`Motivo: ${input.details}`]
      : [
          `Motivo: ${CANCELLATION_REASON_LABELS[input.reason]}`,
          ...(input.details ? [`Detalhes: ${input.details}`] : []),
        ];
  return {
    to: input.to,
    subject: 'Sua solicitação de locação não foi aprovada',
    text: [
      `Olá, ${firstName(input.name)}!`,
      '',
      `Analisamos a sua solicitação de locação no ${input.projectName} (${input.apartmentLabel}), ` +
        `de ${formatBrDateRange(input.startDate, input.endDate)}, e infelizmente não pudemos aprová-la.`,
      '',
      ...why,
      '',
      'As datas foram liberadas e nenhuma cobrança foi feita.',
      `Se quiser, você pode fazer uma nova solicitação em ${input.publicUrl.replace(/\/+$/, '')}/projetos ` +
        'ou responder a este e-mail para falar com a nossa equipe.',
      '',
      'Equipe Estadia',
    ].join('\n'),
  };
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || 'cliente';
}
