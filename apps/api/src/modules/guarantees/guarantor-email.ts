import type { MailMessage } from '../../lib/mail/mail-message.ts';
import { renderEmail, renderTextEmail } from '../notifications/email-layout.ts';

/** To the fiador a customer named: who asks, and the link to answer from their own account. */
export function guarantorInvitationEmail(input: {
  guarantor: { name: string; email: string };
  customerName: string;
  link: string;
  /** The invitation's token: the copy kept in the outbox loses it once sent (it stays valid until answered). */
  token: string;
}): MailMessage {
  // The link answers for the fiador: the outbox keeps it only until delivered (a text message, like every code).
  return renderTextEmail({
    to: input.guarantor.email,
    secrets: { values: [input.token], validForMinutes: 30 * 24 * 60 },
    subject: `${input.customerName} indicou você como fiador`,
    name: input.guarantor.name,
    signed: true,
    blocks: [
      {
        kind: 'paragraph',
        content:
          `${input.customerName} indicou você como fiador de uma locação na Estadia. Para aceitar, entre (ou crie ` +
          `sua conta) com este e-mail, ${input.guarantor.email}, e envie seus dados, estado civil, renda e ` +
          'documentos. Se você for casado(a), o cônjuge também consente com a fiança (Código Civil, art. 1.647, III).',
      },
      {
        kind: 'paragraph',
        content:
          'Depois da nossa análise, você assina o contrato com a sua conta e passa a ver só esta locação e o contrato.',
      },
      { kind: 'paragraph', content: `Responda ao convite em ${input.link}` },
      { kind: 'paragraph', content: 'Se você não conhece quem o indicou, ignore este e-mail.' },
    ],
  });
}

/** To the customer when staff decide on the fiador. */
export function guarantorDecisionEmail(input: {
  customer: { name: string; email: string };
  guarantorName: string;
  approved: boolean;
  reason: string | null;
  rentalUrl: string;
}): MailMessage {
  return renderEmail({
    to: input.customer.email,
    subject: input.approved ? 'Seu fiador foi aprovado' : 'Não aprovamos o fiador indicado',
    heading: input.approved ? 'Fiador aprovado' : 'Fiador não aprovado',
    name: input.customer.name,
    blocks: [
      {
        kind: 'paragraph',
        content: input.approved
          ? `Aprovamos ${input.guarantorName} como fiador da sua locação: ela segue para a assinatura do contrato.`
          : `Não aprovamos ${input.guarantorName} como fiador. Motivo: ${input.reason ?? '—'}. Você pode indicar ` +
            'outro fiador ou escolher outra garantia na página da locação.',
      },
      { kind: 'button', label: 'Ver a locação', href: input.rentalUrl },
    ],
  });
}
