import { formatBrDate, type StaffMember } from '@estadia/domain';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { MEMBER_STATUS_LABELS, MEMBER_STATUS_TONES, memberStatus } from '../member-status';

export const CUSTOM_ROLE_LABEL = 'Perfil personalizado';

export interface StaffMemberActions {
  onChangeRole: (member: StaffMember) => void;
  onRevoke: (member: StaffMember) => void;
  onResend: (member: StaffMember) => void;
}

/** A dash for a date the member does not have (e.g. the account made staff at installation). */
function dateOrDash(instant: string | null): string {
  return instant ? formatBrDate(instant) : '—';
}

function MemberActions({
  member,
  isSelf,
  actions,
}: {
  member: StaffMember;
  isSelf: boolean;
  actions: StaffMemberActions;
}) {
  // The API refuses one's own role change or revocation: say why instead of offering it.
  if (isSelf) return <span className="text-sm text-ink-subtle">Seu próprio acesso</span>;
  const status = memberStatus(member);
  return (
    <div className="flex justify-end gap-2">
      {status !== 'ACTIVE' && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Reenviar convite para ${member.name}`}
          onClick={() => actions.onResend(member)}
        >
          Reenviar convite
        </Button>
      )}
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Mudar perfil de ${member.name}`}
        onClick={() => actions.onChangeRole(member)}
      >
        Mudar perfil
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-danger hover:bg-danger-soft"
        aria-label={`Revogar acesso de ${member.name}`}
        onClick={() => actions.onRevoke(member)}
      >
        Revogar acesso
      </Button>
    </div>
  );
}

/** The team: who, which role, whether the invitation was accepted, and what the user may change. */
export function StaffMembersTable({
  members,
  isLoading,
  currentUserId,
  actions,
}: {
  members: readonly StaffMember[] | undefined;
  isLoading: boolean;
  currentUserId: string | undefined;
  /** Given only to those who may alter the staff (staff:write). */
  actions?: StaffMemberActions;
}) {
  const columns: DataTableColumn<StaffMember>[] = [
    {
      key: 'name',
      header: 'Nome',
      cell: (member) => (
        <span className="flex items-center gap-2 font-medium whitespace-nowrap">
          {member.name}
          {member.id === currentUserId && <Badge tone="info">Você</Badge>}
        </span>
      ),
    },
    {
      key: 'email',
      header: 'E-mail',
      cell: (member) => <span className="break-all text-ink-muted">{member.email}</span>,
    },
    {
      key: 'role',
      header: 'Perfil',
      cell: (member) =>
        member.roleLabel ?? <span className="text-ink-muted italic">{CUSTOM_ROLE_LABEL}</span>,
      className: 'whitespace-nowrap',
    },
    {
      key: 'status',
      header: 'Situação',
      cell: (member) => {
        const status = memberStatus(member);
        return <Badge tone={MEMBER_STATUS_TONES[status]}>{MEMBER_STATUS_LABELS[status]}</Badge>;
      },
    },
    {
      key: 'invitedAt',
      header: 'Convidado em',
      cell: (member) => dateOrDash(member.invitedAt),
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      key: 'joinedAt',
      header: 'Entrou em',
      cell: (member) => dateOrDash(member.joinedAt),
      className: 'whitespace-nowrap tabular-nums',
    },
  ];
  if (actions) {
    columns.push({
      key: 'actions',
      header: <span className="sr-only">Ações</span>,
      align: 'end',
      cell: (member) => (
        <MemberActions member={member} isSelf={member.id === currentUserId} actions={actions} />
      ),
    });
  }

  return (
    <DataTable
      caption="Membros da equipe"
      columns={columns}
      rows={members}
      rowKey={(member) => member.id}
      isLoading={isLoading}
      empty={<p className="text-center text-ink-muted">Ninguém na equipe ainda.</p>}
    />
  );
}
