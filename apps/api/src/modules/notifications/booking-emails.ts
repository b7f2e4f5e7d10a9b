import type { MailMessage } from '../../lib/mail/mail-message.ts';
import { formatBrasiliaDateTime, webLinks } from './email-format.ts';
import { type Block, renderEmail } from './email-layout.ts';
import { brasilia, type EmailInput, shortStayFacts, stayFacts, stayPhrase } from './rental-emails.ts';

// Before the payment: the request approved, the contract signed, and the hold about to lapse.

// Approved: sign the contract

export function rentalApprovedEmail(input: EmailInput & { payBy: Date }): MailMessage {
  const { customer, stay } = input;
  return renderEmail({
    to: customer.email,
    subject: 'Sua reserva foi aprovada: assine o contrato',
    heading: 'Sua reserva foi aprovada!',
    name: customer.name,
    blocks: [
      {
        kind: 'paragraph',
        content: `Boa notícia: sua reserva ${stayPhrase(stay)} foi aprovada. Agora falta pouco: assine o contrato e faça o pagamento para garantir a sua estadia.`,
      },
      stayFacts(stay),
      {
        kind: 'paragraph',
        content: [
          'Guardamos essas datas para você até ',
          { strong: brasilia(input.payBy) },
          '. Se o contrato não for assinado e o pagamento não for confirmado até lá, a reserva é cancelada automaticamente e as datas voltam a ficar disponíveis.',
        ],
      },
      { kind: 'button', label: 'Assinar contrato', href: webLinks(input.publicUrl).payment(stay.rentalId) },
      {
        kind: 'paragraph',
        content:
          'Na página da reserva você lê o contrato completo antes de assinar e, em seguida, escolhe como pagar: Pix, boleto ou cartão de crédito.',
      },
    ],
  });
}

// Contract signed: pay

function payByParagraph(payBy: Date): Block {
  return {
    kind: 'paragraph',
    content: [
      'Faça o pagamento até ',
      { strong: brasilia(payBy) },
      '. Depois desse horário, a reserva é cancelada automaticamente.',
    ],
  };
}

export function contractSignedEmail(
  input: EmailInput & { contractSha256: string; payBy: Date | null; postPaid?: boolean },
): MailMessage {
  const { customer, stay } = input;
  const links = webLinks(input.publicUrl);
  const next: Block[] = input.postPaid
    ? [
        {
          kind: 'paragraph',
          content:
            'Com a garantia aprovada, a sua estadia está confirmada e nada é pago antes da entrega das chaves: ' +
            'cada mês é cobrado por boleto depois de vivido, com vencimento no 6º dia útil do mês seguinte ' +
            '(Lei do Inquilinato, arts. 20 e 23). Enviamos cada boleto por e-mail.',
        },
        shortStayFacts(stay),
      ]
    : [
        shortStayFacts(stay),
        ...(input.payBy ? [payByParagraph(input.payBy)] : []),
        { kind: 'button', label: 'Fazer pagamento', href: links.payment(stay.rentalId) },
      ];
  return renderEmail({
    to: customer.email,
    subject: input.postPaid
      ? 'Contrato assinado: estadia confirmada'
      : 'Contrato assinado: falta só o pagamento',
    heading: 'Contrato assinado',
    name: customer.name,
    blocks: [
      {
        kind: 'paragraph',
        content: input.postPaid
          ? `Recebemos a sua assinatura do contrato da reserva ${stayPhrase(stay)}.`
          : `Recebemos a sua assinatura do contrato da reserva ${stayPhrase(stay)}. Agora só falta o pagamento para confirmar a sua estadia.`,
      },
      ...next,
      {
        kind: 'paragraph',
        content: [
          'A cópia assinada do contrato fica disponível para download em ',
          { link: links.myRentals, label: 'Minhas locações' },
          '.',
        ],
      },
      { kind: 'code', label: 'Código de integridade do contrato (SHA-256)', value: input.contractSha256 },
      {
        kind: 'paragraph',
        content:
          'Guarde este código para o seu registro: ele identifica exatamente o documento que você assinou.',
      },
    ],
  });
}

// The hold is about to lapse

export type HoldStep = 'SIGN' | 'PAY';

export function holdExpiringEmail(input: EmailInput & { expiresAt: Date; step: HoldStep }): MailMessage {
  const { customer, stay } = input;
  const sign = input.step === 'SIGN';
  return renderEmail({
    to: customer.email,
    subject: `Sua reserva expira em ${formatBrasiliaDateTime(input.expiresAt)}`,
    heading: 'Sua reserva está quase expirando',
    name: customer.name,
    blocks: [
      {
        kind: 'paragraph',
        content: [
          `As datas da sua reserva ${stayPhrase(stay)} estão guardadas para você até `,
          { strong: brasilia(input.expiresAt) },
          '.',
        ],
      },
      {
        kind: 'paragraph',
        content: sign
          ? 'Para não perder a reserva, assine o contrato e faça o pagamento antes desse horário.'
          : 'Para não perder a reserva, faça o pagamento antes desse horário. Pix e cartão de crédito são confirmados mais rápido que o boleto.',
      },
      shortStayFacts(stay),
      {
        kind: 'button',
        label: sign ? 'Assinar contrato' : 'Fazer pagamento',
        href: webLinks(input.publicUrl).payment(stay.rentalId),
      },
      {
        kind: 'paragraph',
        content:
          'Depois desse horário, a pré-locação é cancelada automaticamente, sem nenhuma cobrança, e as datas voltam a ficar disponíveis para outros hóspedes.',
      },
    ],
  });
}
