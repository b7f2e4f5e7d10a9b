// The rules of a repair request ('solicitação') that the customer's screen, the board and the API share.

export const MAINTENANCE_CATEGORIES = [
  'ELECTRICAL',
  'PLUMBING',
  'APPLIANCE',
  'INTERNET',
  'CLEANING',
  'KEYS_ACCESS',
  'OTHER',
] as const;
export type MaintenanceCategory = (typeof MAINTENANCE_CATEGORIES)[number];

export const MAINTENANCE_CATEGORY_LABELS: Record<MaintenanceCategory, string> = {
  ELECTRICAL: 'Elétrica',
  PLUMBING: 'Hidráulica',
  APPLIANCE: 'Eletrodoméstico',
  INTERNET: 'Internet',
  CLEANING: 'Limpeza',
  KEYS_ACCESS: 'Chave/acesso',
  OTHER: 'Outro',
};

/** Most urgent first: the board's order. */
export const MAINTENANCE_URGENCIES = ['EMERGENCY', 'URGENT', 'NORMAL'] as const;
export type MaintenanceUrgency = (typeof MAINTENANCE_URGENCIES)[number];

export const MAINTENANCE_URGENCY_LABELS: Record<MaintenanceUrgency, string> = {
  EMERGENCY: 'Emergência',
  URGENT: 'Urgente',
  NORMAL: 'Normal',
};

const HOUR_MS = 60 * 60 * 1000;

/** How long staff have to resolve a request, by urgency (as QuintoAndar: at once, 3 days, 7 days). */
export const MAINTENANCE_DEADLINE_MS: Record<MaintenanceUrgency, number> = {
  EMERGENCY: 4 * HOUR_MS,
  URGENT: 3 * 24 * HOUR_MS,
  NORMAL: 7 * 24 * HOUR_MS,
};

export const MAINTENANCE_DEADLINE_LABELS: Record<MaintenanceUrgency, string> = {
  EMERGENCY: 'em até 4 horas',
  URGENT: 'em até 3 dias',
  NORMAL: 'em até 7 dias',
};

export const MAINTENANCE_STATUSES = ['OPEN', 'IN_PROGRESS', 'WAITING_RESIDENT', 'RESOLVED'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

export const MAINTENANCE_STATUS_LABELS: Record<MaintenanceStatus, string> = {
  OPEN: 'Aberta',
  IN_PROGRESS: 'Em andamento',
  WAITING_RESIDENT: 'Aguardando morador',
  RESOLVED: 'Resolvida',
};

/** The instant a request opened at `openedAt` must be resolved by. */
export function maintenanceDueAt(urgency: MaintenanceUrgency, openedAt: Date): Date {
  return new Date(openedAt.getTime() + MAINTENANCE_DEADLINE_MS[urgency]);
}

/** Past its deadline and not resolved. */
export function isMaintenanceOverdue(
  request: { status: MaintenanceStatus; dueAt: Date | string },
  now: Date,
): boolean {
  return request.status !== 'RESOLVED' && new Date(request.dueAt).getTime() < now.getTime();
}

/** A request can be opened from the check-in day to the check-out day (both included) of a RENTED stay. */
export function canOpenMaintenanceRequest(
  rental: { status: string; startDate: string; endDate: string },
  today: string,
): boolean {
  return rental.status === 'RENTED' && rental.startDate <= today && today <= rental.endDate;
}

/** The median of `values` (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
