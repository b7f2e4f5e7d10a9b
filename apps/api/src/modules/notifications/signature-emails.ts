import { formatBrDate } from '@estadia/domain';
import type { MailMessage } from '../../lib/mail/mail-message.ts';
import { webLinks } from './email-format.ts';
import { renderEmail } from './email-layout.ts';
import { type Recipient, type StaySummary, stayFacts, stayPhrase } from './rental-emails.ts';

// A lease with a fiador has two signers, each from their own account (api.md 'Guarantees and the law of the
// lease'): the fiador is told when the contract is ready, and each party when the other signed first — the
// contract's or an extension's addendum.

interface SignatureEmailInput {
  stay: StaySummary;
  publicUrl: string;
}

/** To the approved fiador, when the lease they guarantee is approved: the contract is theirs to sign too. */
export function guarantorContractReadyEmail(
  input: SignatureEmailInput & { guarantor: Recipient; customerName: string },
): MailMessage {
  const { guarantor, stay } = input;
  return renderEmail({
    to: guarantor.email,
    subject: 'O contrato que você garante está pronto para assinar',
    heading: 'Assine o contrato como fiador',
    name: guarantor.name,
    blocks: [
      {
        kind: 'paragraph',
        content:
          `A locação de ${input.customerName} ${stayPhrase(stay)} foi aprovada, com você como fiador. ` +
          'Leia o contrato, que qualifica você na cláusula da garantia, e assine com a sua conta: a locação só ' +
          'segue quando todas as partes assinam.',
      },
      stayFacts(stay),
      {
        kind: 'button',
        label: 'Ler e assinar o contrato',
        href: webLinks(input.publicUrl).guaranteedRental(stay.rentalId),
      },
    ],
  });
}

/** To the party still to sign, once the other signed: the customer (the fiador signed first) or the fiador. */
export function signatureAwaitedEmail(
  input: SignatureEmailInput & { to: Recipient; signedBy: string; asGuarantor: boolean },
): MailMessage {
  const links = webLinks(input.publicUrl);
  return renderEmail({
    to: input.to.email,
    subject: `${input.signedBy} assinou o contrato: falta a sua assinatura`,
    heading: 'Falta a sua assinatura',
    name: input.to.name,
    blocks: [
      {
        kind: 'paragraph',
        content:
          `${input.signedBy} já assinou o contrato da locação ${stayPhrase(input.stay)}. ` +
          (input.asGuarantor
            ? 'Falta a sua assinatura como fiador para a locação seguir.'
            : 'Falta a sua assinatura para seguir ao pagamento.'),
      },
      {
        kind: 'button',
        label: 'Assinar o contrato',
        href: input.asGuarantor
          ? links.guaranteedRental(input.stay.rentalId)
          : links.payment(input.stay.rentalId),
      },
    ],
  });
}

/**
 * To the party still to sign an extension's addendum, once the other signed: the fiador (their consent makes the
 * fiança cover the added nights) or the customer (the fiador signed first).
 */
export function addendumSignatureAwaitedEmail(
  input: SignatureEmailInput & {
    to: Recipient;
    signedBy: string;
    asGuarantor: boolean;
    extensionEnd: string;
  },
): MailMessage {
  const links = webLinks(input.publicUrl);
  const end = formatBrDate(input.extensionEnd);
  return renderEmail({
    to: input.to.email,
    subject: `${input.signedBy} assinou o termo aditivo: falta a sua assinatura`,
    heading: 'Falta a sua assinatura no termo aditivo',
    name: input.to.name,
    blocks: [
      {
        kind: 'paragraph',
        content:
          `${input.signedBy} já assinou o termo aditivo que prorroga a locação ${stayPhrase(input.stay)} até ` +
          `${end}. ` +
          (input.asGuarantor
            ? 'Como fiador, leia o termo e assine com a sua conta: com a sua anuência, a fiança passa a cobrir as ' +
              'noites acrescentadas, e a prorrogação só segue quando você assinar.'
            : 'Falta a sua assinatura para a prorrogação seguir.'),
      },
      {
        kind: 'button',
        label: 'Ler e assinar o termo aditivo',
        href: input.asGuarantor
          ? links.guaranteedRental(input.stay.rentalId)
          : links.rental(input.stay.rentalId),
      },
    ],
  });
}
