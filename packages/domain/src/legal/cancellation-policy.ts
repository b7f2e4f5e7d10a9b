import { CONTACT, DEFAULT_HOLD_HOURS } from '../constants/business.ts';
import { formatPhone } from '../documents/phone.ts';
import { CANCELLATION_REASON_LABELS, CANCELLATION_REASONS } from '../enums/cancellation-reasons.ts';
import { formatDecimal } from '../money/format.ts';
import { CANCELLABLE_STATUSES } from '../rentals/status-flow.ts';
import { RENTAL_STATUS_TABLE } from '../rentals/status-table.ts';
import { WITHDRAWAL_DAYS } from '../rentals/withdrawal.ts';
import { earlyDepartureSection } from './early-departure-policy.ts';
import { type LegalDocument, list, paragraph } from './legal-document.ts';

/** '48 horas', '1 hora', '1,5 hora' (Portuguese keeps the singular below two). */
export function formatHours(hours: number): string {
  return `${formatDecimal(hours, 2)} ${hours < 2 ? 'hora' : 'horas'}`;
}

/**
 * The cancellation policy: the page /politica-cancelamento and a clause of every contract. `holdHours`
 * is how long an approved rental waits for its payment (the API's HOLD_HOURS); the web, which cannot
 * read the server's configuration, shows the default.
 */
export function cancellationPolicy(holdHours: number = DEFAULT_HOLD_HOURS): LegalDocument {
  const email = `[${CONTACT.email}](mailto:${CONTACT.email})`;
  const phone = `[${formatPhone(CONTACT.phone)}](${CONTACT.phoneHref})`;
  return {
    title: 'Política de cancelamento',
    intro: 'Quando e como cancelar uma reserva, o que acontece com as datas e como funciona o reembolso.',
    updatedAt: '2026-11-27',
    sections: [
      {
        id: 'antes-do-pagamento',
        title: 'Antes do pagamento aprovado',
        blocks: [
          paragraph(
            'Enquanto o pagamento não foi aprovado, a reserva ainda é uma pré-locação e pode ser cancelada por ' +
              'você, sem custo, em [Minhas locações](/minhas-locacoes). Isso vale para as reservas nas situações:',
          ),
          list(CANCELLABLE_STATUSES.map((status) => RENTAL_STATUS_TABLE[status].label)),
          paragraph('Ao cancelar, as datas voltam a ficar disponíveis para outros hóspedes imediatamente.'),
        ],
      },
      {
        id: 'motivos',
        title: 'Motivo do cancelamento',
        blocks: [
          paragraph(
            'Para concluir o cancelamento, escolha o motivo que melhor descreve a sua situação. Ele nos ajuda a ' +
              'melhorar o serviço e não altera nenhuma condição da sua reserva:',
          ),
          list(CANCELLATION_REASONS.map((reason) => CANCELLATION_REASON_LABELS[reason])),
          paragraph(
            `Se escolher “${CANCELLATION_REASON_LABELS.OTHER}”, conte em poucas palavras o que aconteceu.`,
          ),
        ],
      },
      {
        id: 'cancelamento-automatico',
        title: 'Cancelamento automático',
        blocks: [
          paragraph(
            `Depois que a reserva é aprovada, as noites ficam guardadas para você por até ${formatHours(holdHours)} ` +
              'aguardando o pagamento. Se o pagamento não for confirmado nesse prazo, a pré-locação é cancelada ' +
              'automaticamente e nenhum valor é cobrado. Você pode fazer uma nova solicitação a qualquer ' +
              'momento, sujeita à disponibilidade.',
          ),
        ],
      },
      {
        id: 'depois-do-pagamento',
        title: 'Depois do pagamento aprovado',
        blocks: [
          paragraph(
            'Com o pagamento aprovado, a locação está confirmada. Como a contratação é feita pela internet, ' +
              `você pode desistir em até ${WITHDRAWAL_DAYS} dias contados da assinatura do contrato, desde que ` +
              'seja antes do check-in (art. 49 do Código de Defesa do Consumidor): cancele em ' +
              '[Minhas locações](/minhas-locacoes), as datas voltam a ficar disponíveis, o código de acesso ' +
              'deixa de valer e todo o valor pago é devolvido.',
          ),
          paragraph(
            'Fora desse prazo, ou depois do check-in, o cancelamento deixa de ser feito pelo site e valem as ' +
              `condições de rescisão do contrato assinado: fale com a nossa equipe pelo e-mail ${email} ou pelo ` +
              `telefone ${phone}.`,
          ),
        ],
      },
      earlyDepartureSection(),
      {
        id: 'reembolso',
        title: 'Como o reembolso é feito',
        blocks: [
          list([
            '**Pix:** devolvido para a mesma conta de origem do pagamento.',
            '**Cartão de crédito:** estornado no cartão usado; o crédito aparece em uma das próximas faturas, ' +
              'conforme o banco emissor.',
            '**Boleto:** transferido para uma conta bancária de mesma titularidade do cadastro, informada à ' +
              'nossa equipe.',
          ]),
        ],
      },
    ],
  };
}
