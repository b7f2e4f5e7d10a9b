import type { MailMessage } from '../../../lib/mail/mail-message.ts';

function base(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

/** The page of the back-office where an invited person sets a password; it reads `codigo`. */
export function invitationLink(publicUrl: string, code: string): string {
  return `${base(publicUrl)}/admin/definir-senha?codigo=${encodeURIComponent(code)}`;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || 'olá';
}

export function staffInvitationEmail(input: {
  to: string;
  name: string;
  roleLabel: string;
  invitedBy: string;
  code: string;
  publicUrl: string;
  validDays: number;
}): MailMessage {
  return {
    to: input.to,
    subject: 'Convite para a equipe da Estadia',
    text: [
      `Olá, ${firstName(input.name)}!`,
      '',
      `${input.invitedBy} convidou você para a área administrativa da Estadia, com o perfil ${input.roleLabel}.`,
      '',
      'Para aceitar, crie a sua senha neste link:',
      invitationLink(input.publicUrl, input.code),
      '',
      `O convite vale por ${input.validDays} dias e só pode ser usado uma vez. Depois, entre em ` +
        `${base(input.publicUrl)}/admin/login com o seu e-mail (${input.to}) e a senha que você escolher.`,
      '',
      'Se você não esperava este convite, pode ignorar este e-mail.',
      '',
      'Equipe Estadia',
    ].join('\n'),
  };
}

export function staffPromotionEmail(input: {
  to: string;
  name: string;
  roleLabel: string;
  invitedBy: string;
  publicUrl: string;
}): MailMessage {
  return {
    to: input.to,
    subject: 'Você agora faz parte da equipe da Estadia',
    text: [
      `Olá, ${firstName(input.name)}!`,
      '',
      `${input.invitedBy} deu à sua conta na Estadia (${input.to}) acesso à área administrativa, com o ` +
        `perfil ${input.roleLabel}.`,
      '',
      `Entre em ${base(input.publicUrl)}/admin/login com o mesmo e-mail e a senha que você já usa.`,
      '',
      'Se você não reconhece este acesso, fale com a gente respondendo a este e-mail.',
      '',
      'Equipe Estadia',
    ].join('\n'),
  };
}
