import { areaPermission, hasPermissions, type StaffMember } from '@estadia/domain';
import { useState } from 'react';
import { PlusIcon } from '@/components/ui/booking-icons';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-state';
import { useActiveUser } from '@/lib/me/use-active-user';
import { useStaff } from '../get-staff';
import { useStaffRoles } from './api/get-staff-roles';
import { ChangeRoleModal } from './components/change-role-modal';
import { InviteStaffModal, type InviteValues } from './components/invite-staff-modal';
import { RevokeAccessModal } from './components/revoke-access-modal';
import { RolesMatrix } from './components/roles-matrix';
import { StaffMembersTable } from './components/staff-members-table';

/** Which dialog is open: inviting (maybe again, with a pending member's data) or nothing. */
type InviteDialog = { initial?: InviteValues } | null;

/** 'Equipe': the members and their roles, invitations, role changes and revocations; the roles' matrix. */
export function StaffPage() {
  const { data: user } = useActiveUser();
  const canWrite = hasPermissions(user, [areaPermission('staff', 'write')]);
  const staff = useStaff();
  const roles = useStaffRoles();
  const [inviting, setInviting] = useState<InviteDialog>(null);
  const [changingRole, setChangingRole] = useState<StaffMember | null>(null);
  const [revoking, setRevoking] = useState<StaffMember | null>(null);

  return (
    <div className="flex flex-col gap-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader
          title="Equipe"
          intro="Quem tem acesso à administração, com qual perfil, e os convites ainda não aceitos."
        />
        {canWrite && (
          <Button onClick={() => setInviting({})}>
            <PlusIcon className="size-5" />
            Convidar pessoa
          </Button>
        )}
      </div>

      <section aria-labelledby="membros" className="flex flex-col gap-4">
        <h2 id="membros" className="text-xl font-semibold text-ink">
          Membros
        </h2>
        {!canWrite && (
          <p className="text-sm text-ink-muted">
            Você pode consultar a equipe. Convidar, mudar perfis e revogar acessos é para quem pode alterar a
            equipe.
          </p>
        )}
        {staff.isError ? (
          <QueryError
            query={staff}
            title="Não foi possível carregar a equipe"
            fallback="Verifique sua conexão com a internet e tente novamente."
          />
        ) : (
          <StaffMembersTable
            members={staff.data?.items}
            isLoading={staff.isPending}
            currentUserId={user?.id}
            actions={
              canWrite
                ? {
                    onChangeRole: setChangingRole,
                    onRevoke: setRevoking,
                    onResend: (member) =>
                      setInviting({ initial: { name: member.name, email: member.email, role: member.role } }),
                  }
                : undefined
            }
          />
        )}
      </section>

      <section aria-labelledby="perfis" className="flex flex-col gap-4">
        <div>
          <h2 id="perfis" className="text-xl font-semibold text-ink">
            Perfis
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-ink-muted">
            Cada pessoa da equipe tem um perfil, que define o que ela pode consultar e alterar em cada área.
          </p>
        </div>
        {roles.isError ? (
          <QueryError
            query={roles}
            title="Não foi possível carregar os perfis"
            fallback="Verifique sua conexão com a internet e tente novamente."
          />
        ) : (
          <>
            {roles.data && (
              <ul className="grid gap-3 md:grid-cols-3">
                {roles.data.items.map((role) => (
                  <li key={role.role} className="rounded-2xl border border-line bg-surface p-4">
                    <p className="font-semibold text-ink">{role.label}</p>
                    <p className="mt-1 text-sm leading-6 text-ink-muted">{role.description}</p>
                  </li>
                ))}
              </ul>
            )}
            <RolesMatrix roles={roles.data?.items} isLoading={roles.isPending} />
          </>
        )}
      </section>

      {canWrite && (
        <>
          <InviteStaffModal
            open={inviting !== null}
            initial={inviting?.initial}
            onClose={() => setInviting(null)}
          />
          <ChangeRoleModal member={changingRole} onClose={() => setChangingRole(null)} />
          <RevokeAccessModal member={revoking} onClose={() => setRevoking(null)} />
        </>
      )}
    </div>
  );
}
