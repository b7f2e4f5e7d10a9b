import {
  addDays,
  BLOCK_REASON_MAX_LENGTH,
  BLOCK_REASON_MIN_LENGTH,
  type CalendarApartment,
  type CreateBlockRequest,
  createBlockRequestSchema,
  formatBrDate,
  type IsoDate,
  nightsBetween,
  parseBrDate,
  pluralize,
} from '@estadia/domain';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { apartmentLabel } from '@/components/ui/apartment-label';
import { Field } from '@/components/ui/field';
import { FormModal } from '@/components/ui/form-modal';
import { Select, Textarea } from '@/components/ui/input';
import { TextField } from '@/components/ui/text-field';
import { readBrDateField } from '@/lib/br-date-field';
import { showFormFailure } from '@/lib/form-failure';
import { schemaResolver } from '@/lib/form-resolver';
import { maskBrDate } from '@/lib/masks';
import { toastSuccess } from '@/lib/toast';
import { useCreateBlock } from './api/create-block';

/** What the dialog starts with: picked on the chart, or only the apartment (or nothing) from 'Novo bloqueio'. */
export interface BlockDraft {
  apartmentId: string;
  start: IsoDate | null;
  end: IsoDate | null;
}

export interface BlockFormValues {
  apartmentId: string;
  start: string;
  end: string;
  reason: string;
}

const FIELDS = ['apartmentId', 'start', 'end', 'reason'];
const END_MESSAGE = 'O fim deve ser pelo menos 1 dia depois do início';

/** Form text → the request the domain's schema validates; the apartment and the interval are checked here. */
export function prepareBlockRequest(values: BlockFormValues) {
  const errors: Record<string, string> = {};
  if (!values.apartmentId) errors.apartmentId = 'Escolha o apartamento';
  const start = readBrDateField(values.start, 'Informe o início');
  const end = readBrDateField(values.end, 'Informe o fim');
  if (start.error) errors.start = start.error;
  if (end.error) errors.end = end.error;
  if (start.iso && end.iso && nightsBetween(start.iso, end.iso) < 1) errors.end = END_MESSAGE;
  return { input: { start: start.iso ?? '', end: end.iso ?? '', reason: values.reason }, errors };
}

const EMPTY_BLOCK: BlockFormValues = { apartmentId: '', start: '', end: '', reason: '' };

/** The form's text from a draft: its dates as dd/MM/yyyy, and no reason yet. */
function blockFormValues(draft: BlockDraft): BlockFormValues {
  return {
    apartmentId: draft.apartmentId,
    start: draft.start ? formatBrDate(draft.start) : '',
    end: draft.end ? formatBrDate(draft.end) : '',
    reason: '',
  };
}

const resolver = schemaResolver<BlockFormValues, CreateBlockRequest>(
  createBlockRequestSchema,
  prepareBlockRequest,
);

/** '3 noites bloqueadas: de 24/11/2026 a 26/11/2026. …livre em 27/11/2026.', or null while the dates are incomplete. */
export function blockSummary(startText: string, endText: string): string | null {
  // Only complete dates: parseBrDate warns about every half-typed one.
  const complete = /^\d{2}\/\d{2}\/\d{4}$/;
  if (!complete.test(startText) || !complete.test(endText)) return null;
  const start = parseBrDate(startText);
  const end = parseBrDate(endText);
  if (!start || !end) return null;
  const nights = nightsBetween(start, end);
  if (nights < 1) return null;
  const nightsText = `${pluralize(nights, 'noite')} bloqueada${nights > 1 ? 's' : ''}`;
  return `${nightsText}: de ${formatBrDate(start)} a ${formatBrDate(addDays(end, -1))}. O apartamento volta a ficar livre em ${formatBrDate(end)}.`;
}

/**
 * "Bloquear noites": the apartment, the first night and the day it is free again (dd/MM/yyyy, like every
 * date of the app) and the reason. A night already held answers 409 APARTMENT_UNAVAILABLE, whose
 * Portuguese message is shown in the dialog.
 */
export function BlockFormModal({
  draft,
  apartments,
  onClose,
}: {
  /** The dialog is open while a draft is given. */
  draft: BlockDraft | null;
  apartments: readonly CalendarApartment[];
  onClose: () => void;
}) {
  const create = useCreateBlock();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    getValues,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<BlockFormValues, unknown, CreateBlockRequest>({ defaultValues: EMPTY_BLOCK, resolver });
  const [startText, endText] = useWatch({ control, name: ['start', 'end'] });

  // Each opening starts from its draft, before it is first painted.
  useLayoutEffect(() => {
    if (!draft) return;
    reset(blockFormValues(draft), { keepFieldsRef: true });
    setFailure(null);
  }, [draft, reset]);

  // Nights picked on the chart leave only the reason to write; 'Novo bloqueio' starts at the apartment.
  // After a frame: the dialog focuses its first control when it opens, after this form mounts.
  useEffect(() => {
    if (!draft) return;
    const frame = requestAnimationFrame(() => setFocus(draft.start ? 'reason' : 'apartmentId'));
    return () => cancelAnimationFrame(frame);
  }, [draft, setFocus]);
  const summary = blockSummary(startText, endText);

  const onSubmit = handleSubmit(async (request) => {
    setFailure(null);
    try {
      await create.mutateAsync({ apartmentId: getValues('apartmentId'), ...request });
      toastSuccess('Noites bloqueadas.');
      onClose();
    } catch (error) {
      showFormFailure(error, {
        fields: FIELDS,
        setError,
        fallback: 'Não foi possível bloquear as noites. Tente novamente.',
        show: setFailure,
      });
    }
  });

  return (
    <FormModal
      open={draft !== null}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={create.isPending}
      title="Bloquear noites"
      description="As noites saem de venda na hora, como se estivessem alugadas."
      submitLabel="Bloquear noites"
      failure={failure}
      className="grid gap-4 sm:grid-cols-2"
    >
      <Field label="Apartamento" error={errors.apartmentId?.message} required className="sm:col-span-2">
        {(fieldControl) => (
          <Select {...fieldControl} {...register('apartmentId')}>
            <option value="">Escolha o apartamento</option>
            {apartments.map((apartment) => (
              <option key={apartment.id} value={apartment.id}>
                {apartmentLabel(apartment)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <TextField
        label="Início"
        hint="Primeira noite bloqueada (dd/mm/aaaa)"
        error={errors.start?.message}
        required
        mask={maskBrDate}
        inputMode="numeric"
        placeholder="dd/mm/aaaa"
        {...register('start')}
      />
      <TextField
        label="Fim"
        hint="Dia em que volta a ficar livre (dd/mm/aaaa)"
        error={errors.end?.message}
        required
        mask={maskBrDate}
        inputMode="numeric"
        placeholder="dd/mm/aaaa"
        {...register('end')}
      />
      <p aria-live="polite" className="text-sm text-ink-muted sm:col-span-2">
        {summary}
      </p>
      <Field
        label="Motivo"
        hint={`De ${BLOCK_REASON_MIN_LENGTH} a ${BLOCK_REASON_MAX_LENGTH} caracteres, por exemplo: manutenção do ar-condicionado.`}
        error={errors.reason?.message}
        required
        className="sm:col-span-2"
      >
        {(fieldControl) => (
          <Textarea
            {...fieldControl}
            rows={3}
            maxLength={BLOCK_REASON_MAX_LENGTH}
            className="min-h-24"
            {...register('reason')}
          />
        )}
      </Field>
    </FormModal>
  );
}
