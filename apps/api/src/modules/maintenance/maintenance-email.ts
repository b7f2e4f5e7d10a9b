import {
  MAINTENANCE_CATEGORY_LABELS,
  MAINTENANCE_STATUS_LABELS,
  MAINTENANCE_URGENCY_LABELS,
  type MaintenanceCategory,
  type MaintenanceStatus,
  type MaintenanceUrgency,
} from '@estadia/domain';
import type { MailMessage } from '../../lib/mail/mail-message.ts';
import { apartmentLabel, formatBrasiliaDateTime } from '../notifications/email-format.ts';
import { renderEmail } from '../notifications/email-layout.ts';
import type { Recipient, StaySummary } from '../notifications/rental-emails.ts';

export interface MaintenanceChangeEmailInput {
  customer: Recipient;
  stay: StaySummary;
  category: MaintenanceCategory;
  status: MaintenanceStatus;
  /** The staff member now in charge, when the change named one. */
  assigneeName: string | null;
  dueAt: Date;
  rentalUrl: string;
}

const STATUS_SENTENCES: Record<MaintenanceStatus, string> = {
  OPEN: 'A sua solicitação está aberta e aguarda a nossa equipe.',
  IN_PROGRESS: 'Nossa equipe está cuidando da sua solicitação.',
  WAITING_RESIDENT:
    'Precisamos de uma resposta sua para continuar: veja a solicitação e responda com um comentário.',
  RESOLVED:
    'Consideramos a sua solicitação resolvida. Confirme na página da locação, ou reabra-a se o problema continuar.',
};

/** To the customer at every change staff make to their repair request (status or who is in charge). */
export function maintenanceChangedEmail(input: MaintenanceChangeEmailInput): MailMessage {
  const category = MAINTENANCE_CATEGORY_LABELS[input.category];
  const status = MAINTENANCE_STATUS_LABELS[input.status];
  const rows: [string, string][] = [
    ['Apartamento', `${apartmentLabel(input.stay.apartment)} – ${input.stay.projectName}`],
    ['Categoria', category],
    ['Situação', status],
  ];
  if (input.assigneeName) rows.push(['Responsável', input.assigneeName]);
  if (input.status !== 'RESOLVED')
    rows.push(['Prazo', `${formatBrasiliaDateTime(input.dueAt)} (horário de Brasília)`]);
  return renderEmail({
    to: input.customer.email,
    subject: `Sua solicitação (${category.toLowerCase()}): ${status.toLowerCase()}`,
    heading: `Solicitação: ${status.toLowerCase()}`,
    name: input.customer.name,
    blocks: [
      { kind: 'paragraph', content: STATUS_SENTENCES[input.status] },
      { kind: 'facts', rows },
      { kind: 'button', label: 'Ver a solicitação', href: input.rentalUrl },
    ],
  });
}

/** To the customer when staff write on their repair request: the words, and where to answer. */
export function maintenanceCommentEmail(input: {
  customer: Recipient;
  stay: StaySummary;
  category: MaintenanceCategory;
  authorName: string;
  text: string;
  rentalUrl: string;
}): MailMessage {
  const category = MAINTENANCE_CATEGORY_LABELS[input.category];
  return renderEmail({
    to: input.customer.email,
    subject: `Sua solicitação (${category.toLowerCase()}): nova mensagem da equipe`,
    heading: 'Nova mensagem sobre a sua solicitação',
    name: input.customer.name,
    blocks: [
      {
        kind: 'facts',
        rows: [
          ['Apartamento', `${apartmentLabel(input.stay.apartment)} – ${input.stay.projectName}`],
          ['Categoria', category],
          ['De', input.authorName],
        ],
      },
      { kind: 'paragraph', content: input.text },
      { kind: 'button', label: 'Responder', href: input.rentalUrl },
    ],
  });
}

/**
 * To the provider's inbox (CONTACT_EMAIL) when a customer opens a request: what, where, how urgent and by
 * when, with the board's address. The customer's words go as they wrote them.
 */
export function newMaintenanceStaffEmail(input: {
  to: string;
  customer: Recipient;
  stay: StaySummary;
  category: MaintenanceCategory;
  urgency: MaintenanceUrgency;
  description: string;
  dueAt: Date;
  boardUrl: string;
}): MailMessage {
  const category = MAINTENANCE_CATEGORY_LABELS[input.category];
  const urgency = MAINTENANCE_URGENCY_LABELS[input.urgency];
  const apartment = `${apartmentLabel(input.stay.apartment)} – ${input.stay.projectName}`;
  return {
    ...renderEmail({
      to: input.to,
      subject: `Nova solicitação (${urgency.toLowerCase()}): ${category.toLowerCase()} – ${apartment}`,
      heading: 'Nova solicitação de reparo',
      name: '',
      blocks: [
        {
          kind: 'facts',
          rows: [
            ['Apartamento', apartment],
            ['Morador', `${input.customer.name} (${input.customer.email})`],
            ['Categoria', category],
            ['Urgência', urgency],
            ['Prazo', `${formatBrasiliaDateTime(input.dueAt)} (horário de Brasília)`],
          ],
        },
        { kind: 'paragraph', content: input.description },
        { kind: 'button', label: 'Abrir o quadro de solicitações', href: input.boardUrl },
      ],
    }),
    replyTo: input.customer.email,
  };
}
