import { depositWasPaid } from '@estadia/domain';
import { StatementSection } from '@/features/payments/statement/statement-section';
import { GuaranteePanel } from '@/features/rentals/components/guarantee/guarantee-panel';
import { type RentalPageSection, RentalScreen } from '@/features/rentals/pages/rental-screen';
import { ArrivalSection } from '@/features/stay/arrival-section';
import { DepositSettlementSection } from '@/features/stay/deposit-settlement-section';
import { DoorAccessSection } from '@/features/stay/door-access-section';
import { EarlyDepartureSection } from '@/features/stay/early-departure-section';
import { ExtensionSection } from '@/features/stay/extension-section';
import { InspectionSection } from '@/features/stay/inspection-section';
import { MaintenanceSection } from '@/features/stay/maintenance-section';
import { OccupantsSection } from '@/features/stay/occupants-section';
import type { RentalView } from '@/lib/rentals/get-rental';
import { hasStayPage } from '@/lib/stay/stay-statuses';

/**
 * The sections of a rental's page (/minhas-locacoes/:rentId), in the order they appear. A feature of
 * the stay adds its section here: an id (the anchor), the menu label, when it applies and what it shows.
 *
 * The page is the rentals feature's (RentalScreen); its sections are the stay's, the guarantee (rentals)
 * and the statement (payments). Features do not import each other (npm run lint:walls), so they meet here,
 * in the app, and the screen is given the list.
 */
export const RENTAL_PAGE_SECTIONS: RentalPageSection[] = [
  {
    id: 'codigo-de-acesso',
    title: 'Código de acesso',
    // Only while the stay is paid and under way: the server shows no code otherwise.
    appliesTo: (rental) => rental.status === 'RENTED' && Boolean(rental.access),
    Component: DoorAccessSection,
  },
  {
    id: 'hospedes',
    title: 'Hóspedes',
    appliesTo: (rental) => hasStayPage(rental.status),
    Component: OccupantsSection,
  },
  {
    id: 'chegada',
    title: 'Chegada',
    appliesTo: (rental) => hasStayPage(rental.status),
    Component: ArrivalSection,
  },
  {
    id: 'vistoria',
    title: 'Vistoria',
    // The inspection is made when the keys are handed over: from a paid stay on.
    appliesTo: (rental) => ['RENTED', 'DEFAULTER', 'FINISHED'].includes(rental.status),
    Component: InspectionSection,
  },
  {
    id: 'solicitacoes',
    title: 'Solicitações',
    // Opened during the stay; the list stays readable afterwards.
    appliesTo: (rental) => ['RENTED', 'DEFAULTER', 'FINISHED'].includes(rental.status),
    Component: MaintenanceSection,
  },
  {
    id: 'prorrogar-estadia',
    title: 'Prorrogar estadia',
    // A paid stay may grow until its check-out day; the section says when it no longer can.
    appliesTo: (rental) => rental.status === 'RENTED',
    Component: ExtensionSection,
  },
  {
    id: 'antecipar-saida',
    title: 'Antecipar saída',
    // A paid stay may be shortened; once it was, the section shows what was agreed.
    appliesTo: (rental) => rental.status === 'RENTED' || Boolean(rental.earlyDeparture),
    Component: EarlyDepartureSection,
  },
  {
    id: 'acerto-da-caucao',
    title: 'Acerto da caução',
    // After the check-out (or once the stay ended) of a stay whose caução was paid.
    appliesTo: (rental) =>
      depositWasPaid(rental.guarantee) && (rental.status === 'FINISHED' || Boolean(rental.checkedOutAt)),
    Component: DepositSettlementSection,
  },
  {
    id: 'garantia',
    title: 'Garantia',
    // Every rental that names a guarantee: while it waits for approval, this is where it is analysed.
    appliesTo: (rental) => Boolean(rental.guarantee),
    Component: GuaranteePanel,
  },
  {
    id: 'extrato',
    title: 'Extrato',
    // Every rental that was ever billed: a cancelled one keeps what was paid and given back.
    appliesTo: (rental) => hasStayPage(rental.status) || rental.status === 'CANCELLED',
    Component: StatementSection,
  },
];

export function sectionsFor(rental: RentalView): RentalPageSection[] {
  return RENTAL_PAGE_SECTIONS.filter((section) => section.appliesTo(rental));
}

/** The rental's page with its sections (see rental-page.tsx, the route module that loads it). */
export function RentalScreenWithSections() {
  return <RentalScreen sectionsFor={sectionsFor} />;
}
