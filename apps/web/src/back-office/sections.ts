import {
  areaPermission,
  BACK_OFFICE_ACCESS,
  hasPermissions,
  type Permission,
  type PermissionEntry,
  type StaffArea,
} from '@estadia/domain';
import type { ComponentType } from 'react';
import type { LazyRouteModule } from '../app/router/route-types';
import { ChartIcon, GaugeIcon, HistoryIcon, ScaleIcon, TagIcon } from '../components/ui/back-office-icons';
import { ShieldIcon, WalletIcon } from '../components/ui/booking-icons';
import type { IconProps } from '../components/ui/icon-base';
import { CalendarIcon, FileSignatureIcon, UsersIcon } from '../components/ui/icons';
import { BellIcon } from './front-desk/front-desk-icon';
import { BroomIcon } from './housekeeping/housekeeping-icon';
import { LedgerIcon } from './ledger/ledger-icon';
import { WrenchIcon } from './maintenance/maintenance-icon';

/**
 * The back-office's areas, in menu order: one source for the route table (admin-routes.tsx) and the
 * menu (back-office-layout.tsx), so a section is shown exactly to those its route lets in. Each needs
 * DASH plus its area's `read` entry (decision 0007); the dashboard needs DASH alone. The priorities
 * pick the first page after login (spec §2: the lowest the user may open).
 */
export interface BackOfficeSection {
  path: string;
  title: string;
  area: StaffArea | null;
  priority: number;
  icon: ComponentType<IconProps>;
  lazy: LazyRouteModule;
}

export const BACK_OFFICE_SECTIONS: BackOfficeSection[] = [
  {
    path: '/painel',
    title: 'Painel',
    area: null,
    priority: 10,
    icon: GaugeIcon,
    lazy: () => import('./dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: '/locacoes',
    title: 'Locações',
    area: 'rentals',
    priority: 20,
    icon: FileSignatureIcon,
    lazy: () => import('./rentals/rentals-page').then((m) => ({ Component: m.RentalsPage })),
  },
  {
    path: '/calendario',
    title: 'Calendário',
    area: 'calendar',
    priority: 30,
    icon: CalendarIcon,
    lazy: () => import('./calendar/calendar-page').then((m) => ({ Component: m.CalendarPage })),
  },
  {
    path: '/recepcao',
    title: 'Recepção',
    area: 'frontDesk',
    priority: 32,
    icon: BellIcon,
    lazy: () => import('./front-desk/front-desk-page').then((m) => ({ Component: m.FrontDeskPage })),
  },
  {
    // Out of service holds nights like a block: the calendar area's (decision 0007).
    path: '/governanca',
    title: 'Governança',
    area: 'calendar',
    priority: 35,
    icon: BroomIcon,
    lazy: () => import('./housekeeping/housekeeping-page').then((m) => ({ Component: m.HousekeepingPage })),
  },
  {
    // Repair requests are actions on the stay: the rentals area's, like inspections (decision 0007).
    path: '/solicitacoes',
    title: 'Solicitações',
    area: 'rentals',
    priority: 37,
    icon: WrenchIcon,
    lazy: () =>
      import('./maintenance/maintenance-board-page').then((m) => ({ Component: m.MaintenanceBoardPage })),
  },
  {
    path: '/precos',
    title: 'Preços',
    area: 'prices',
    priority: 40,
    icon: TagIcon,
    lazy: () => import('./prices/prices-page').then((m) => ({ Component: m.PricesPage })),
  },
  {
    path: '/pagamentos',
    title: 'Pagamentos',
    area: 'payments',
    priority: 50,
    icon: WalletIcon,
    lazy: () => import('./payments/payments-page').then((m) => ({ Component: m.PaymentsPage })),
  },
  {
    // The cauções held and their yield are money: the payments area's (FINANCE), like the reconciliation.
    path: '/garantias',
    title: 'Garantias',
    area: 'payments',
    priority: 52,
    icon: ShieldIcon,
    lazy: () => import('./guarantees/guarantees-page').then((m) => ({ Component: m.GuaranteesPage })),
  },
  {
    // Money received that was not simply credited: the payments area's, as the ledger is (FINANCE).
    path: '/conciliacao',
    title: 'Conciliação',
    area: 'payments',
    priority: 55,
    icon: ScaleIcon,
    lazy: () =>
      import('./reconciliation/reconciliation-page').then((m) => ({ Component: m.ReconciliationPage })),
  },
  {
    // The books for the accountant: the trial balance and the journal (ADMIN and FINANCE).
    path: '/financeiro',
    title: 'Financeiro',
    area: 'ledger',
    priority: 57,
    icon: LedgerIcon,
    lazy: () => import('./ledger/ledger-page').then((m) => ({ Component: m.LedgerPage })),
  },
  {
    path: '/relatorios',
    title: 'Relatórios',
    area: 'reports',
    priority: 60,
    icon: ChartIcon,
    lazy: () => import('./reports/reports-page').then((m) => ({ Component: m.ReportsPage })),
  },
  {
    path: '/equipe',
    title: 'Equipe',
    area: 'staff',
    priority: 70,
    icon: UsersIcon,
    lazy: () => import('./staff/staff-page').then((m) => ({ Component: m.StaffPage })),
  },
  {
    path: '/auditoria',
    title: 'Auditoria',
    area: 'audit',
    priority: 80,
    icon: HistoryIcon,
    lazy: () => import('./audit/audit-page').then((m) => ({ Component: m.AuditPage })),
  },
];

/** What opening a section takes: DASH, and its area's read entry. */
export function sectionPermissions(area: StaffArea | null): Permission[] {
  return area ? [BACK_OFFICE_ACCESS, areaPermission(area, 'read')] : [BACK_OFFICE_ACCESS];
}

/** The sections a user may open, in menu order: exactly those whose routes let them in. */
export function visibleSections(
  user: { permissions?: readonly PermissionEntry[] | null } | null | undefined,
): BackOfficeSection[] {
  return BACK_OFFICE_SECTIONS.filter((section) => hasPermissions(user, sectionPermissions(section.area)));
}
