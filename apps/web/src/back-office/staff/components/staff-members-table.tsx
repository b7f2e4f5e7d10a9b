import { formatBrDate, type StaffMember } from '@estadia/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { TEXT_LINK_CLASSES } from '@/components/ui/text-link';
import { cn } from '@/lib/cn';
import { MEMBER_STATUS_LABELS, MEMBER_STATUS_TONES, memberStatus } from '../member-status';

export const CUSTOM_ROLE_LABEL = 'Perfil personalizado';

export interface StaffMemberActions {
  onChangeRole: (member: StaffMember) => void;
  onRevoke: (member: StaffMember) => void;
  onResend: (member: StaffMember) => void;
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
  return (
    <div className="flex justify-end gap-2">
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
        aria-label={`Revogar acesso de ${member.name}`}
        onClick={() => actions.onRevoke(member)}
      >
        Revogar
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
      key: 'person',
      header: 'Nome e e-mail',
      cell: (member) => (
        <>
          <span className="flex items-center gap-2 font-medium whitespace-nowrap">
            {member.name}
            {member.id === currentUserId && <Badge tone="info">Você</Badge>}
          </span>
          <span className="block whitespace-nowrap text-ink-muted">{member.email}</span>
        </>
      ),
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
        return (
          <>
            <Badge tone={MEMBER_STATUS_TONES[status]}>{MEMBER_STATUS_LABELS[status]}</Badge>
            {/* A new link (the old one stops working): for an invitation lost, or expired. */}
            {actions && status !== 'ACTIVE' && member.id !== currentUserId && (
              <button
                type="button"
                aria-label={`Reenviar convite para ${member.name}`}
                onClick={() => actions.onResend(member)}
                className={cn(TEXT_LINK_CLASSES, 'mt-1 block text-sm whitespace-nowrap')}
              >
                Reenviar convite
              </button>
            )}
          </>
        );
      },
    },
    {
      key: 'dates',
      header: 'Convite',
      cell: (member) =>
        member.invitedAt ? (
          <span className="block whitespace-nowrap tabular-nums">
            <span className="block">Enviado em {formatBrDate(member.invitedAt)}</span>
            {member.joinedAt && (
              <span className="block text-ink-muted">Aceito em {formatBrDate(member.joinedAt)}</span>
            )}
          </span>
        ) : (
          // The account made staff at installation (ADMIN_EMAIL) was never invited.
          <span className="text-ink-subtle">Sem convite</span>
        ),
    },
  ];
  if (actions) {
    columns.push({
      key: 'actions',
      header: 'Ações',
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
