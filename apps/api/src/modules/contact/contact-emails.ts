import {
  type ContactRequest,
  type CorporateRequest,
  formatBrDate,
  formatCnpj,
  formatPhone,
  nightsBetween,
} from '@estadia/domain';
import type { MailMessage } from '../../lib/mail/mail-message.ts';

/** The provider's copy of a contact form; replying answers the customer. */
export function contactEmail(to: string, request: ContactRequest, id: string): MailMessage {
  return {
    to,
    replyTo: request.email,
    subject: `Fale conosco: ${oneLine(request.subject)}`,
    text: [
      'Nova mensagem recebida pelo formulário de contato.',
      '',
      `Nome: ${request.name}`,
      `E-mail: ${request.email}`,
      `Telefone: ${request.phone ? formatPhone(request.phone) : 'não informado'}`,
      `Assunto: ${request.subject}`,
      '',
      request.message,
      '',
      `Protocolo: ${id}`,
    ].join('\n'),
  };
}

export function corporateRequestEmail(to: string, request: CorporateRequest, id: string): MailMessage {
  const nights = nightsBetween(request.start, request.end);
  return {
    to,
    replyTo: request.email,
    subject: `Reserva corporativa: ${oneLine(request.companyName)}`,
    text: [
      'Nova solicitação de reserva corporativa.',
      '',
      `Empresa: ${request.companyName}`,
      `CNPJ: ${formatCnpj(request.cnpj)}`,
      `Contato: ${request.contactName}`,
      `E-mail: ${request.email}`,
      `Telefone: ${formatPhone(request.phone)}`,
      `Hóspedes: ${request.guests}`,
      `Período: ${formatBrDate(request.start)} a ${formatBrDate(request.end)} (${nights} ${nights === 1 ? 'noite' : 'noites'})`,
      '',
      request.message ?? 'Sem mensagem.',
      '',
      `Protocolo: ${id}`,
    ].join('\n'),
  };
}

/** A subject is one line: what a customer typed must not add headers or break the layout. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 120);
}
