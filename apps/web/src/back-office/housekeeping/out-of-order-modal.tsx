import { addDays, OUT_OF_ORDER_REASON_MIN_LENGTH, todayIso } from '@estadia/domain';
import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { FormModal } from '@/components/ui/form-modal';
import { Input, Textarea } from '@/components/ui/input';

export interface OutOfOrderValues {
  reason: string;
  until: string;
}

/** The reason and the day the apartment is expected back: its nights until then are blocked. */
export function OutOfOrderModal({
  apartmentName,
  open,
  onClose,
  onSubmit,
  isSubmitting,
  error,
}: {
  apartmentName: string;
  open: boolean;
  onClose: () => void;
  onSubmit: (values: OutOfOrderValues) => void;
  isSubmitting: boolean;
  error: string | null;
}) {
  const [today] = useState(() => todayIso());
  const [reason, setReason] = useState('');
  const [until, setUntil] = useState(() => addDays(today, 1));
  const [touched, setTouched] = useState(false);
  const reasonError =
    touched && reason.trim().length < OUT_OF_ORDER_REASON_MIN_LENGTH
      ? `Informe o motivo (pelo menos ${OUT_OF_ORDER_REASON_MIN_LENGTH} caracteres)`
      : undefined;
  const untilError = touched && !(until > today) ? 'A volta ao serviço deve ser depois de hoje' : undefined;

  return (
    <FormModal
      open={open}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        if (reason.trim().length < OUT_OF_ORDER_REASON_MIN_LENGTH || !(until > today)) return;
        onSubmit({ reason: reason.trim(), until });
      }}
      pending={isSubmitting}
      title={`Pôr fora de serviço: ${apartmentName}`}
      description="As noites de hoje até a véspera da volta ficam bloqueadas, como num bloqueio do calendário."
      submitLabel="Pôr fora de serviço"
      submitVariant="danger"
      failure={error}
      className="space-y-4"
    >
      <Field label="Motivo" required error={reasonError}>
        {(control) => (
          <Textarea
            {...control}
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
            placeholder="Ex.: vazamento no banheiro"
          />
        )}
      </Field>
      <Field label="Volta ao serviço em" required error={untilError}>
        {(control) => (
          <Input
            {...control}
            type="date"
            min={addDays(today, 1)}
            value={until}
            onChange={(event) => setUntil(event.target.value)}
          />
        )}
      </Field>
    </FormModal>
  );
}
