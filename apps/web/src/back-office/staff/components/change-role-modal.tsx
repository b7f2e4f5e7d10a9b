import { STAFF_ROLES, type StaffMember, type StaffRole } from '@estadia/domain';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { FormModal } from '@/components/ui/form-modal';
import { errorMessage, wasHandled } from '@/lib/api-error';
import { toastSuccess } from '@/lib/toast';
import { useUpdateStaffRole } from '../api/update-staff-role';
import { CHOOSE_ROLE_MESSAGE } from './invite-staff-modal';
import { RolePicker } from './role-picker';

/** 'Mudar perfil': one of the named roles, in force at once (open sessions included). */
export function ChangeRoleModal({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const update = useUpdateStaffRole();
  const [role, setRole] = useState<StaffRole | null>(null);
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (!member) return;
    setRole(member.role);
    setTouched(false);
    update.reset();
  }, [member, update.reset]);

  const save = async () => {
    setTouched(true);
    if (!member || !role) return;
    if (role === member.role) {
      onClose();
      return;
    }
    try {
      await update.mutateAsync({ userId: member.id, role });
      toastSuccess(`${member.name} agora tem o perfil ${STAFF_ROLES[role].label}.`);
      onClose();
    } catch {
      // Shown in the dialog from update.error.
    }
  };

  return (
    <FormModal
      open={member !== null}
      onClose={onClose}
      onSubmit={save}
      pending={update.isPending}
      size="lg"
      title="Mudar perfil de acesso"
      description={member ? `${member.name} (${member.email})` : undefined}
      submitLabel="Salvar perfil"
      failure={
        update.isError && !wasHandled(update.error)
          ? errorMessage(update.error, 'Não foi possível mudar o perfil agora. Tente novamente.')
          : null
      }
      className="flex flex-col gap-5"
    >
      {member && !member.role && (
        <Alert tone="warning">
          Esta pessoa tem um perfil personalizado. Ao escolher um perfil, as permissões da administração
          passam a ser exatamente as dele.
        </Alert>
      )}
      <RolePicker
        name="novo-perfil"
        legend="Perfil de acesso"
        value={role}
        onChange={setRole}
        error={touched && !role ? CHOOSE_ROLE_MESSAGE : undefined}
      />
      <p className="text-sm text-ink-muted">
        O novo perfil vale na hora, inclusive nas sessões que a pessoa já tem abertas.
      </p>
    </FormModal>
  );
}
