import { STAFF_AREA_LABELS, STAFF_AREAS, type StaffArea, type StaffRoleInfo } from '@estadia/domain';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { CheckIcon, CloseIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { AREA_ACCESS_LABELS, type AreaAccess, areaAccess } from '../role-access';

const ACCESS_STYLES: Record<AreaAccess, string> = {
  write: 'text-success',
  read: 'text-brand-ink',
  none: 'text-ink-subtle',
};

function AccessCell({ access }: { access: AreaAccess }) {
  const Icon = access === 'none' ? CloseIcon : CheckIcon;
  return (
    <span className={cn('inline-flex items-center gap-1.5 whitespace-nowrap', ACCESS_STYLES[access])}>
      <Icon className="size-4 shrink-0" />
      <span className={access === 'none' ? undefined : 'font-medium'}>{AREA_ACCESS_LABELS[access]}</span>
    </span>
  );
}

/** Read-only: for each area of the back-office, what each named role may do there. */
export function RolesMatrix({
  roles,
  isLoading,
}: {
  roles: readonly StaffRoleInfo[] | undefined;
  isLoading: boolean;
}) {
  const columns: DataTableColumn<StaffArea>[] = [
    {
      key: 'area',
      header: 'Área',
      cell: (area) => <span className="font-medium whitespace-nowrap">{STAFF_AREA_LABELS[area]}</span>,
    },
    ...(roles ?? []).map(
      (role): DataTableColumn<StaffArea> => ({
        key: role.role,
        header: role.label,
        cell: (area) => <AccessCell access={areaAccess(role.permissions, area)} />,
      }),
    ),
  ];
  // Placeholder columns while the roles load, so the skeleton has the table's shape.
  if (!roles) {
    for (const key of ['a', 'b', 'c']) columns.push({ key, header: '', cell: () => null });
  }

  return (
    <DataTable
      caption="O que cada perfil pode consultar e alterar em cada área"
      columns={columns}
      rows={roles ? STAFF_AREAS : undefined}
      rowKey={(area) => area}
      isLoading={isLoading}
    />
  );
}
