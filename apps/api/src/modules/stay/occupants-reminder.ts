import { addDays, CHECK_IN_TIME, formatBrDate, todayIso } from '@estadia/domain';
import type { Executor } from '../../db/executor.ts';
import type { RentalRow } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailMessage } from '../../lib/mail/mail-message.ts';
import { apartmentLabel } from '../notifications/email-format.ts';
import { renderEmail } from '../notifications/email-layout.ts';
import type { staySummary } from '../notifications/stay-summary.ts';
import { claimOccupantsReminders } from './repository.ts';

/** The guests are asked for this many days before check-in, when nobody is registered yet. */
export const OCCUPANTS_REMINDER_DAYS = 3;

/**
 * One sweep: paid stays checking in within OCCUPANTS_REMINDER_DAYS (Brasília) with nobody registered,
 * each claimed once across every server (the claim marks it in the same statement).
 */
export function claimStaysMissingOccupants(db: Executor, clock: Clock): Promise<RentalRow[]> {
  const now = clock.now();
  const today = todayIso(now);
  return claimOccupantsReminders(db, { from: today, until: addDays(today, OCCUPANTS_REMINDER_DAYS), now });
}

/** The page where the guests are registered. */
export function guestsPageUrl(publicUrl: string, rentalId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/minhas-locacoes/${encodeURIComponent(rentalId)}#hospedes`;
}

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
