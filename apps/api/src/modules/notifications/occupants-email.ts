import { CHECK_IN_TIME, formatBrDate } from '@estadia/domain';
import type { MailMessage } from '../../lib/mail/mail-message.ts';
import { apartmentLabel } from './email-format.ts';
import { renderEmail } from './email-layout.ts';
import type { staySummary } from './stay-summary.ts';

/** The page where the guests are registered. */
export function guestsPageUrl(publicUrl: string, rentalId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/minhas-locacoes/${encodeURIComponent(rentalId)}#hospedes`;
}

/** The occupants reminder's e-mail, for the stays stay/occupants-reminder.ts claims. */
export function occupantsMissingEmail(input: {
  customer: { email: string; name: string };
  stay: ReturnType<typeof staySummary>;
  publicUrl: string;
}): MailMessage {
  const { customer, stay } = input;
  const checkIn = formatBrDate(stay.startDate);
  return renderEmail({
    to: customer.email,
    subject: `Informe quem vai se hospedar até o check-in de ${checkIn}`,
    heading: 'Quem vai se hospedar?',
    name: customer.name,
    blocks: [
      {
        kind: 'paragraph',
        content: [
          'A sua estada no ',
          { strong: stay.projectName },
          ` começa em ${checkIn}, com check-in a partir das ${CHECK_IN_TIME}, e ainda não sabemos quem vai se hospedar.`,
        ],
      },
      {
        kind: 'paragraph',
        content:
          'A portaria só libera a entrada de quem estiver na lista: informe o nome, a data de nascimento e um documento (CPF, RG ou passaporte) de cada pessoa, inclusive você, se também for se hospedar. Aproveite para informar o horário previsto de chegada e as placas dos carros.',
      },
      {
        kind: 'facts',
        rows: [
          ['Apartamento', `${apartmentLabel(stay.apartment)} – ${stay.projectName}`],
          ['Check-in', `${checkIn}, a partir das ${CHECK_IN_TIME}`],
        ],
      },
      { kind: 'button', label: 'Informar hóspedes', href: guestsPageUrl(input.publicUrl, stay.rentalId) },
    ],
  });
}
