import {
  CANCELLATION_REASON_LABELS,
  type CancellationReason,
  CONTACT,
  formatMoney,
  type PaymentMethod,
} from '@estadia/domain';
import type { MailMessage } from '../../lib/mail/mail-message.ts';
import { apartmentLabel, webLinks } from './email-format.ts';
import { type Block, renderEmail, when } from './email-layout.ts';
import { brasilia, type EmailInput, periodLabel, refundParagraph, stayPhrase } from './rental-emails.ts';

// A rental cancelled: by its customer, by the provider (a request not approved), or by the payment deadline.

/** Who ended the rental: the customer, the provider (a request not approved), or the payment deadline. */
export type CancelledBy = 'CUSTOMER' | 'PROVIDER' | 'HOLD_EXPIRED';

export interface CancellationDetails {
  by: CancelledBy;
  reason: CancellationReason | null;
  details: string | null;
  /** When the hold lapsed (HOLD_EXPIRED). */
  holdExpiredAt: Date | null;
}

export interface CancellationMoney {
  /** What the cancellation gives back (the rental's refunded_cents). */
  refundCents: number;
  /** How the refunded charges had been paid. */
  refundMethods: readonly PaymentMethod[];
  /** What was paid and stays paid (the policy gives none of it back). */
  keptCents: number;
  /** Paid, and already being given back apart from this cancellation (a charge no longer owed). */
  alreadyRefundedCents: number;
  /** A Pix or boleto had been generated and not paid. */
  openCharges: boolean;
}

function openChargesParagraph(): Block {
  return {
    kind: 'paragraph',
    content:
      'Se você gerou um Pix ou boleto para esta reserva, não faça mais o pagamento. Se ele acabar sendo pago, devolvemos o valor integral e avisamos você por e-mail.',
  };
}

function reasonLabel(cancellation: CancellationDetails): string | undefined {
  const details = cancellation.details?.trim() || undefined;
  // The reasons are the customer's choices: a provider's rejection says why in its own words, and
  // falls back to the reason chosen only when it gave none (the customer is always told why).
  if (cancellation.by === 'PROVIDER')
    return details ?? (cancellation.reason ? CANCELLATION_REASON_LABELS[cancellation.reason] : undefined);
  if (cancellation.by !== 'CUSTOMER') return undefined;
  const label = cancellation.reason ? CANCELLATION_REASON_LABELS[cancellation.reason] : undefined;
  if (label && details && cancellation.reason !== 'OTHER') return `${label}: ${details}`;
  return details ?? label;
}

function cancellationMoneyBlocks(money: CancellationMoney, publicUrl: string): Block[] {
  if (money.refundCents > 0) {
    return [
      refundParagraph(formatMoney(money.refundCents), money.refundMethods),
      {
        kind: 'paragraph',
        content: [
          'Os detalhes do reembolso estão na nossa ',
          { link: webLinks(publicUrl).cancellationPolicy, label: 'Política de cancelamento' },
          '.',
        ],
      },
    ];
  }
  if (money.keptCents <= 0) {
    return [
      {
        kind: 'paragraph',
        content:
          money.alreadyRefundedCents > 0
            ? 'Os valores pagos para esta reserva já estão sendo devolvidos, como avisamos por e-mail.'
            : 'Nenhum valor foi cobrado.',
      },
    ];
  }
  // The policy gives back everything paid before the stay is confirmed; if anything stays paid here,
  // the team looks at it with the customer rather than an e-mail guessing why.
  return [
    {
      kind: 'paragraph',
      content: `Sobre o valor de ${formatMoney(money.keptCents)} já pago, fale com a nossa equipe pelo e-mail ${CONTACT.email}: vamos verificar o seu caso.`,
    },
  ];
}

export function rentalCancelledEmail(
  input: EmailInput & { cancellation: CancellationDetails; money: CancellationMoney },
): MailMessage {
  const { customer, stay, cancellation, money } = input;
  const links = webLinks(input.publicUrl);
  const reason = reasonLabel(cancellation);
  const opening = {
    CUSTOMER: {
      subject: 'Sua reserva foi cancelada',
      heading: 'Reserva cancelada',
      text: `Confirmamos o cancelamento da sua reserva ${stayPhrase(stay)}, como você pediu. As datas já voltaram a ficar disponíveis.`,
    },
    PROVIDER: {
      subject: 'Sua solicitação de reserva não foi aprovada',
      heading: 'Não foi possível aprovar a sua reserva',
      text: `Sentimos muito: não foi possível aprovar a sua solicitação de reserva ${stayPhrase(stay)}.`,
    },
    HOLD_EXPIRED: {
      subject: 'Reserva cancelada: o prazo de pagamento terminou',
      heading: 'O prazo de pagamento terminou',
      text: `O prazo para assinar o contrato e pagar a sua reserva ${stayPhrase(stay)} terminou${
        cancellation.holdExpiredAt ? ` em ${brasilia(cancellation.holdExpiredAt)}` : ''
      }, e a pré-locação foi cancelada automaticamente.`,
    },
  }[cancellation.by];
  const rebook = cancellation.by !== 'CUSTOMER';
  return renderEmail({
    to: customer.email,
    subject: opening.subject,
    heading: opening.heading,
    name: customer.name,
    blocks: [
      { kind: 'paragraph', content: opening.text },
      {
        kind: 'facts',
        rows: [
          ['Apartamento', `${apartmentLabel(stay.apartment)} – ${stay.projectName}`],
          ['Período', periodLabel(stay)],
          ...(reason ? [['Motivo', reason] as const] : []),
        ],
      },
      ...cancellationMoneyBlocks(money, input.publicUrl),
      ...when(money.openCharges, openChargesParagraph()),
      ...when(
        rebook,
        {
          kind: 'paragraph',
          content:
            'Se ainda quiser se hospedar com a gente, você pode fazer uma nova solicitação a qualquer momento, sujeita à disponibilidade.',
        },
        { kind: 'button', label: 'Escolher novas datas', href: links.projects },
      ),
      ...when(!rebook, { kind: 'button', label: 'Ver minhas locações', href: links.myRentals }),
    ],
  });
}
