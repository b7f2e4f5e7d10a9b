import {
  type ContactRequest,
  type CorporateRequest,
  formatBrDate,
  formatCnpj,
  formatPhone,
  nightsBetween,
} from '@estadia/domain';
import type { MailMessage } from '../../lib/mail/mail-message.ts';
import { renderTextEmail } from '../notifications/email-layout.ts';

/** The provider's copy of a contact form; replying answers the customer. */
export function contactEmail(to: string, request: ContactRequest, id: string): MailMessage {
  return renderTextEmail({
    to,
    replyTo: request.email,
    subject: `Fale conosco: ${oneLine(request.subject)}`,
    blocks: [
      { kind: 'paragraph', content: 'Nova mensagem recebida pelo formulário de contato.' },
      {
        kind: 'facts',
        rows: [
          ['Nome', request.name],
          ['E-mail', request.email],
          ['Telefone', request.phone ? formatPhone(request.phone) : 'não informado'],
          ['Assunto', request.subject],
        ],
      },
      { kind: 'paragraph', content: request.message },
      { kind: 'facts', rows: [['Protocolo', id]] },
    ],
    signed: false,
  });
}

export function corporateRequestEmail(to: string, request: CorporateRequest, id: string): MailMessage {
  const nights = nightsBetween(request.start, request.end);
  return renderTextEmail({
    to,
    replyTo: request.email,
    subject: `Reserva corporativa: ${oneLine(request.companyName)}`,
    blocks: [
      { kind: 'paragraph', content: 'Nova solicitação de reserva corporativa.' },
      {
        kind: 'facts',
        rows: [
          ['Empresa', request.companyName],
          ['CNPJ', formatCnpj(request.cnpj)],
          ['Contato', request.contactName],
          ['E-mail', request.email],
          ['Telefone', formatPhone(request.phone)],
          ['Hóspedes', String(request.guests)],
          [
            'Período',
            `${formatBrDate(request.start)} a ${formatBrDate(request.end)} (${nights} ${nights === 1 ? 'noite' : 'noites'})`,
          ],
        ],
      },
      { kind: 'paragraph', content: request.message ?? 'Sem mensagem.' },
      { kind: 'facts', rows: [['Protocolo', id]] },
    ],
    signed: false,
  });
}

/** A subject is one line: what a customer typed must not add headers or break the layout. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 120);
}
