import {
  CANCELLATION_DETAILS_MAX_LENGTH,
  CANCELLATION_REASON_LABELS,
  CANCELLATION_REASONS,
  type RejectRentalRequest,
} from '@estadia/domain';
import { useId } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { FormModal } from '@/components/ui/form-modal';
import { Textarea } from '@/components/ui/input';
import { RadioCards } from '@/components/ui/radio-cards';
import { errorMessage, isApiError } from '@/lib/api-error';
import { applyApiIssues } from '@/lib/form-resolver';
import { toastSuccess } from '@/lib/toast';
import { useRejectRental } from '../api/reject-rental';
import { handleDecisionConflict, shownInDialog } from './decision-failure';
import {
  EMPTY_REJECTION,
  REJECTION_FIELDS,
  type RejectRentalValues,
  rejectRentalResolver,
} from './reject-rental-form';

const REASON_OPTIONS = CANCELLATION_REASONS.map((value) => ({
  value,
  label: CANCELLATION_REASON_LABELS[value],
}));

/** Refuses the request with a reason, which the customer receives by e-mail; the nights are freed. */
export function RejectRentalDialog({
  rentId,
  summary,
  open,
  onClose,
}: {
  rentId: string;
  summary: string;
  open: boolean;
  onClose: () => void;
}) {
  const reasonId = useId();
  const reject = useRejectRental(rentId);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<RejectRentalValues, unknown, RejectRentalRequest>({
    defaultValues: EMPTY_REJECTION,
    resolver: rejectRentalResolver,
  });
  const reason = useController({ control, name: 'reason' });
  const detailsRequired = watch('reason') === 'OTHER';

  const close = () => {
    reset(EMPTY_REJECTION);
    reject.reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (body) => {
    try {
      await reject.mutateAsync(body);
      toastSuccess('Locação recusada. O cliente vai receber o motivo por e-mail.');
      close();
    } catch (error) {
      if (handleDecisionConflict(error)) close();
      // The API's per-field messages go under their fields; anything else is said below the form.
      else if (isApiError(error)) applyApiIssues(error, REJECTION_FIELDS, setError);
    }
  });

  return (
    <FormModal
      open={open}
      onClose={close}
      onSubmit={onSubmit}
      pending={reject.isPending}
      size="lg"
      title="Recusar locação"
      description={summary}
      submitLabel="Recusar locação"
      submitVariant="danger"
      cancelLabel="Voltar"
      failure={
        reject.isError && shownInDialog(reject.error) && !errors.reason && !errors.details
          ? errorMessage(reject.error, 'Não foi possível recusar. Tente novamente.')
          : null
      }
      className="space-y-5"
    >
      <Alert tone="info">
        O cliente recebe o motivo e os detalhes por e-mail e os vê na locação. As noites ficam livres na hora.
      </Alert>
      <RadioCards
        legend="Motivo da recusa"
        name={`${reasonId}-motivo`}
        options={REASON_OPTIONS}
        value={reason.field.value}
        onChange={reason.field.onChange}
        error={errors.reason?.message}
      />
      <Field
        label="Detalhes"
        optional={!detailsRequired}
        required={detailsRequired}
        hint={`Até ${CANCELLATION_DETAILS_MAX_LENGTH} caracteres.`}
        error={errors.details?.message}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={4}
            maxLength={CANCELLATION_DETAILS_MAX_LENGTH}
            className="min-h-24"
            {...register('details')}
          />
        )}
      </Field>
    </FormModal>
  );
}
