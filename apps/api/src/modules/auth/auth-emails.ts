import type { MailMessage } from '../../lib/mail/mail-message.ts';
import { formatResetCode } from '../../lib/tokens/reset-code.ts';
import { formatBrasiliaDateTime } from '../notifications/email-format.ts';
import { renderTextEmail } from '../notifications/email-layout.ts';

/** The link the e-mail carries; the web app's /redefinir-senha page reads `codigo`. */
export function resetLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/redefinir-senha?codigo=${encodeURIComponent(code)}`;
}

export function passwordResetEmail(input: {
  to: string;
  name: string;
  code: string;
  publicUrl: string;
  validMinutes: number;
}): MailMessage {
  return renderTextEmail({
    to: input.to,
    subject: 'Seu código para redefinir a senha da Estadia',
    // Typed or followed, the code opens the account: the outbox keeps it only until delivered or expired.
    secrets: { values: [input.code, formatResetCode(input.code)], validForMinutes: input.validMinutes },
    name: input.name,
    blocks: [
      { kind: 'paragraph', content: 'Recebemos um pedido para redefinir a senha da sua conta na Estadia.' },
      { kind: 'facts', rows: [['Seu código', formatResetCode(input.code)]] },
      {
        kind: 'button',
        label: 'Se preferir, abra este link para criar a nova senha',
        href: resetLink(input.publicUrl, input.code),
      },
      {
        kind: 'paragraph',
        content: [
          `O código vale por ${describeMinutes(input.validMinutes)} e só pode ser usado uma vez.`,
          'Não compartilhe este código com ninguém: a equipe da Estadia nunca vai pedir que você o informe.',
        ].join('\n'),
      },
      {
        kind: 'paragraph',
        content: 'Se você não pediu a redefinição, pode ignorar este e-mail: sua senha continua a mesma.',
      },
    ],
    signed: true,
  });
}

export function passwordChangedEmail(input: {
  to: string;
  name: string;
  changedAt: Date;
  publicUrl: string;
}): MailMessage {
  const recoverUrl = `${input.publicUrl.replace(/\/+$/, '')}/recuperar-senha`;
  return renderTextEmail({
    to: input.to,
    subject: 'Sua senha foi alterada',
    name: input.name,
    blocks: [
      {
        kind: 'paragraph',
        content: [
          `A senha da sua conta na Estadia foi alterada em ${formatBrasiliaDateTime(input.changedAt)} (horário de Brasília).`,
          'Por segurança, encerramos as outras sessões abertas com a senha antiga.',
        ].join('\n'),
      },
      {
        kind: 'paragraph',
        content: [
          'Se foi você, está tudo certo e não é preciso fazer nada.',
          `Se não foi você, redefina sua senha agora mesmo em ${recoverUrl} e fale com a gente respondendo a este e-mail.`,
        ].join('\n'),
      },
    ],
    signed: true,
  });
}

function describeMinutes(minutes: number): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return hours === 1 ? '1 hora' : `${hours} horas`;
  }
  return `${minutes} minutos`;
}
