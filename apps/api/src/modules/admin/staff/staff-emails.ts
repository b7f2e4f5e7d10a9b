import type { MailMessage } from '../../../lib/mail/mail-message.ts';
import { type Block, renderTextEmail } from '../../notifications/email-layout.ts';

function base(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

/**
 * The back-office page that accepts an invitation; it reads `codigo`. An account made by the invitation
 * chooses its first password there; an account that existed before confirms the one it has.
 */
export function invitationLink(publicUrl: string, code: string, existingAccount = false): string {
  const page = existingAccount ? 'aceitar-convite' : 'definir-senha';
  return `${base(publicUrl)}/admin/${page}?codigo=${encodeURIComponent(code)}`;
}

export interface StaffInvitationMail {
  to: string;
  name: string;
  roleLabel: string;
  /** Who invited; null for the administrator of the server's configuration (ADMIN_EMAIL). */
  invitedBy: string | null;
  code: string;
  publicUrl: string;
  validDays: number;
  existingAccount: boolean;
}

export function staffInvitationEmail(input: StaffInvitationMail): MailMessage {
  const who = input.invitedBy ?? 'A administração da Estadia';
  const login = `${base(input.publicUrl)}/admin/login`;
  const howToAccept: Block[] = input.existingAccount
    ? [
        {
          kind: 'button',
          label:
            'Como este e-mail já tem uma conta na Estadia, o acesso só é liberado quando você aceitar o convite ' +
            'neste link, confirmando com a senha que você já usa',
          href: invitationLink(input.publicUrl, input.code, true),
        },
        {
          kind: 'paragraph',
          content:
            `O convite vale por ${input.validDays} dias e só pode ser usado uma vez. Não lembra a senha? ` +
            `Redefina-a em ${base(input.publicUrl)}/admin/recuperar-senha e depois volte a este link. ` +
            `Ao aceitar, as sessões abertas da conta são encerradas: entre de novo em ${login}.`,
        },
      ]
    : [
        {
          kind: 'button',
          label: 'Para aceitar, crie a sua senha neste link',
          href: invitationLink(input.publicUrl, input.code),
        },
        {
          kind: 'paragraph',
          content:
            `O convite vale por ${input.validDays} dias e só pode ser usado uma vez. Depois, entre em ` +
            `${login} com o seu e-mail (${input.to}) e a senha que você escolher.`,
        },
      ];
  return renderTextEmail({
    to: input.to,
    subject: 'Convite para a equipe da Estadia',
    // The code opens the back office: the outbox keeps it only until delivered or expired.
    secrets: { values: [input.code], validForMinutes: input.validDays * 24 * 60 },
    name: input.name,
    blocks: [
      {
        kind: 'paragraph',
        content: `${who} convidou você para a área administrativa da Estadia, com o perfil ${input.roleLabel}.`,
      },
      ...howToAccept,
      {
        kind: 'paragraph',
        content:
          'Se você não esperava este convite, pode ignorar este e-mail: sem aceitar, nada muda na sua conta.',
      },
    ],
    signed: true,
  });
}
