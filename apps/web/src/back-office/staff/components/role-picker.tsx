import type { StaffRole, StaffRoleInfo } from '@estadia/domain';
import { QueryError } from '@/components/ui/query-state';
import { type RadioCardOption, RadioCards } from '@/components/ui/radio-cards';
import { Skeleton } from '@/components/ui/skeleton';
import { useStaffRoles } from '../api/get-staff-roles';
import { joinLabels, roleAreaSummary } from '../role-access';

/** The role's description, then what it alters and what it only reads. */
function RoleDescription({ role }: { role: StaffRoleInfo }) {
  const { writes, reads } = roleAreaSummary(role.permissions);
  return (
    <>
      {role.description}
      {writes.length > 0 && (
        <span className="mt-2 block">
          <span className="font-semibold text-ink">Consulta e altera:</span> {joinLabels(writes)}.
        </span>
      )}
      {reads.length > 0 && (
        <span className="mt-1 block">
          <span className="font-semibold text-ink">Só consulta:</span> {joinLabels(reads)}.
        </span>
      )}
    </>
  );
}

/** The named roles as cards (label, description, areas), loaded from the API. */
export function RolePicker({
  name,
  legend,
  hint,
  value,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  hint?: string;
  value: StaffRole | null;
  onChange: (role: StaffRole) => void;
  error?: string;
}) {
  const roles = useStaffRoles();

  if (roles.isPending) {
    return (
      <div aria-busy="true">
        <p className="text-base font-semibold text-ink">{legend}</p>
        <span className="sr-only" role="status">
          Carregando os perfis
        </span>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-36 rounded-xl" />
          <Skeleton className="h-36 rounded-xl" />
          <Skeleton className="h-36 rounded-xl" />
        </div>
      </div>
    );
  }
  if (roles.isError) {
    return (
      <QueryError
        inline
        query={roles}
        title={legend}
        fallback="Não foi possível carregar os perfis de acesso."
      />
    );
  }

  const options: RadioCardOption<StaffRole>[] = roles.data.items.map((role) => ({
    value: role.role,
    label: role.label,
    description: <RoleDescription role={role} />,
  }));
  return (
    <RadioCards
      name={name}
      legend={legend}
      hint={hint}
      options={options}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
