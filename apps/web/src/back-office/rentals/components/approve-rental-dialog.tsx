import { FormModal } from '@/components/ui/form-modal';
import { errorMessage } from '@/lib/api-error';
import { toastSuccess } from '@/lib/toast';
import { useApproveRental } from '../api/approve-rental';
import { handleDecisionConflict, shownInDialog } from './decision-failure';

/** Asks before approving: from then on the customer may sign and the payment deadline runs. */
export function ApproveRentalDialog({
  rentId,
  summary,
  open,
  onClose,
}: {
  rentId: string;
  /** Who and what, e.g. 'Joana Araújo · Estadia Santa Mônica · 14/03/2026 a 20/03/2026'. */
  summary: string;
  open: boolean;
  onClose: () => void;
}) {
  const approve = useApproveRental(rentId);

  const close = () => {
    approve.reset();
    onClose();
  };

  const confirm = async () => {
    try {
      await approve.mutateAsync();
      toastSuccess('Locação aprovada. O cliente já pode assinar o contrato.');
      close();
    } catch (error) {
      if (handleDecisionConflict(error)) close();
    }
  };

  return (
    <FormModal
      open={open}
      onClose={close}
      onSubmit={confirm}
      pending={approve.isPending}
      title="Aprovar locação?"
      description={summary}
      submitLabel="Aprovar locação"
      cancelLabel="Voltar"
      failure={
        approve.isError && shownInDialog(approve.error)
          ? errorMessage(approve.error, 'Não foi possível aprovar. Tente novamente.')
          : null
      }
      className="space-y-4 text-sm text-ink-muted"
    >
      <p>
        O cliente recebe a aprovação por e-mail e segue para a assinatura do contrato. A partir de agora corre
        o prazo para o pagamento; sem ele, a reserva é cancelada e as noites ficam livres.
      </p>
    </FormModal>
  );
}
