import { doorAccessWindowSentence, type RentalAccess } from '@estadia/domain';
import type { MailMessage } from '../../lib/mail/mail-message.ts';
import type { Block } from './email-layout.ts';

/** The door code of a paid stay with when it opens the door; where to find it when there is none yet. */
export function doorAccessBlocks(access: RentalAccess | null): Block[] {
  const use =
    'Ele abre a fechadura eletrônica da portaria e a do seu apartamento. Não compartilhe o código com quem não vai se hospedar com você.';
  if (!access)
    return [
      { kind: 'paragraph', content: 'Seu código de acesso fica disponível em Minhas locações.' },
      { kind: 'paragraph', content: use },
    ];
  return [
    { kind: 'code', label: 'Seu código de acesso', value: access.code },
    { kind: 'paragraph', content: `${doorAccessWindowSentence(access)} (horário de Brasília). ${use}` },
  ];
}

/** The door code opens the building: the outbox keeps it only until delivered, or until it stops working. */
export function doorCodeSecrets(access: RentalAccess | null): Pick<MailMessage, 'secrets'> {
  return access ? { secrets: { values: [access.code], validUntil: new Date(access.validUntil) } } : {};
}
