import {
  areaPermission,
  hasPermissions,
  type PermissionEntry,
  STAFF_AREA_LABELS,
  STAFF_AREAS,
  type StaffArea,
} from '@estadia/domain';

/** What a set of permissions allows in one area of the back-office. */
export type AreaAccess = 'write' | 'read' | 'none';

export const AREA_ACCESS_LABELS: Record<AreaAccess, string> = {
  write: 'Consulta e altera',
  read: 'Só consulta',
  none: 'Sem acesso',
};

/**
 * 'write' when the area can be changed (the screens also need `read` to be opened, and every role
 * that alters an area also reads it), 'read' when it can only be looked at.
 */
export function areaAccess(permissions: readonly PermissionEntry[], area: StaffArea): AreaAccess {
  const holder = { permissions };
  if (hasPermissions(holder, [areaPermission(area, 'write')])) return 'write';
  if (hasPermissions(holder, [areaPermission(area, 'read')])) return 'read';
  return 'none';
}

/** The areas a role alters and those it only reads, in menu order, by their Portuguese names. */
export function roleAreaSummary(permissions: readonly PermissionEntry[]): {
  writes: string[];
  reads: string[];
} {
  const writes: string[] = [];
  const reads: string[] = [];
  for (const area of STAFF_AREAS) {
    const access = areaAccess(permissions, area);
    if (access === 'write') writes.push(STAFF_AREA_LABELS[area]);
    else if (access === 'read') reads.push(STAFF_AREA_LABELS[area]);
  }
  return { writes, reads };
}

/** 'Locações, Preços e Relatórios'. */
export function joinLabels(labels: readonly string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} e ${labels.at(-1)}`;
}
