import type { StaffMember } from '@estadia/domain';
import { useEffect } from 'react';
import { FormModal } from '@/components/ui/form-modal';
import { errorMessage, wasHandled } from '@/lib/api-error';
import { toastSuccess } from '@/lib/toast';
import { useRevokeStaff } from '../api/revoke-staff';

/** Confirms 'Revogar acesso': says what happens at once, and that the customer account stays. */
export function RevokeAccessModal({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const revoke = useRevokeStaff();

  useEffect(() => {
    if (member) revoke.reset();
  }, [member, revoke.reset]);

  const confirm = async () => {
    if (!member) return;
    try {
      await revoke.mutateAsync(member.id);
      toastSuccess(`Acesso de ${member.name} revogado.`);
      onClose();
    } catch {
      // Shown in the dialog from revoke.error.
    }
  };

  return (
    <FormModal
      open={member !== null}
      onClose={onClose}
      onSubmit={confirm}
      pending={revoke.isPending}
      title="Revogar acesso"
      description={member ? `${member.name} (${member.email})` : undefined}
      submitLabel="Revogar acesso"
      submitVariant="danger"
      failure={
        revoke.isError && !wasHandled(revoke.error)
          ? errorMessage(revoke.error, 'Não foi possível revogar o acesso agora. Tente novamente.')
          : null
      }
      className="space-y-3 text-sm text-ink"
    >
      <p>
        A pessoa perde o acesso à administração <strong>na hora</strong>: as sessões que ela tem abertas são
        encerradas e um convite pendente deixa de valer.
      </p>
      <p className="text-ink-muted">
        A conta continua existindo como conta de cliente. Para devolver o acesso, convide a pessoa de novo.
      </p>
    </FormModal>
  );
}
