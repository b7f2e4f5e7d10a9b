import {
  formatBrDateRange,
  INSPECTION_CONTEST_DAYS,
  INSPECTION_KIND_LABELS,
  type InspectionKind,
  ITEM_CONDITION_LABELS,
  type ItemCondition,
  pluralize,
} from '@estadia/domain';
import type { MailMessage } from '../../lib/mail/mail-message.ts';
import { apartmentLabel, formatBrasiliaDateTime } from '../notifications/email-format.ts';
import { renderEmail } from '../notifications/email-layout.ts';
import type { Recipient, StaySummary } from '../notifications/rental-emails.ts';

export interface InspectionEmailInput {
  customer: Recipient;
  stay: StaySummary;
  kind: InspectionKind;
  itemCount: number;
  /** How many items in each condition, to say at a glance what was found. */
  conditions: Partial<Record<ItemCondition, number>>;
  contestDeadline: Date;
  rentalUrl: string;
}

/** To the customer when staff record an inspection: where to see it, and until when to answer. */
export function inspectionRecordedEmail(input: InspectionEmailInput): MailMessage {
  const label = INSPECTION_KIND_LABELS[input.kind];
  const summary = (Object.entries(input.conditions) as [ItemCondition, number][])
    .filter(([, count]) => count > 0)
    .map(([condition, count]) => `${ITEM_CONDITION_LABELS[condition]}: ${count}`)
    .join(' · ');
  return renderEmail({
    to: input.customer.email,
    subject: `${label} do seu apartamento registrada`,
    heading: `${label} registrada`,
    name: input.customer.name,
    blocks: [
      {
        kind: 'paragraph',
        content:
          `Nossa equipe registrou a ${label.toLowerCase()} do apartamento da sua estadia de ` +
          `${formatBrDateRange(input.stay.startDate, input.stay.endDate)} no ${input.stay.projectName}, ` +
          'cômodo por cômodo, com fotos.',
      },
      {
        kind: 'facts',
        rows: [
          ['Apartamento', `${apartmentLabel(input.stay.apartment)} – ${input.stay.projectName}`],
          [
            'Itens vistoriados',
            `${pluralize(input.itemCount, 'item', 'itens')}${summary ? ` (${summary})` : ''}`,
          ],
          ['Prazo para responder', `${formatBrasiliaDateTime(input.contestDeadline)} (horário de Brasília)`],
        ],
      },
      {
        kind: 'paragraph',
        content:
          `Confira a vistoria e o PDF na página da locação. Você tem ${INSPECTION_CONTEST_DAYS} dias para ` +
          'concordar ou contestar algum item com um comentário; depois desse prazo, ela vale como registrada.',
      },
      { kind: 'button', label: 'Ver a vistoria', href: input.rentalUrl },
    ],
  });
}
