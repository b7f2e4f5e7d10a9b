import {
  formatCpf,
  missingBeforeCheckIn,
  OCCUPANT_DOCUMENT_LABELS,
  OCCUPANT_DOCUMENT_TYPES,
  type OccupantDocumentType,
  pluralize,
  type UpdateOccupantsRequest,
} from '@estadia/domain';
import { useEffect, useId } from 'react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { SectionPanel } from '@/components/ui/section-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { showFormFailure } from '@/lib/form-failure';
import { maskBrDate, maskPhone } from '@/lib/masks';
import type { RentalView } from '@/lib/rentals/get-rental';
import { toastSuccess } from '@/lib/toast';
import { useOccupants } from './api/get-occupants';
import { useUpdateOccupants } from './api/update-occupants';
import {
  emptyOccupant,
  type OccupantsFormValues,
  occupantFieldPaths,
  occupantFieldsOf,
  occupantsResolver,
} from './occupants-form';

/** RG and passport numbers: letters and digits, upper-cased, with the separators people type. */
function maskLooseDocument(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^0-9A-Z.\-/ ]/g, '')
    .slice(0, 20);
}

const DOCUMENT_MASKS: Record<OccupantDocumentType, (value: string) => string> = {
  CPF: formatCpf,
  RG: maskLooseDocument,
  PASSPORT: maskLooseDocument,
};

/** 'Hóspedes': who will stay, up to the modality's people; required before the check-in. */
export function OccupantsSection({ rental }: { rental: RentalView }) {
  const occupants = useOccupants(rental.id);
  const closed = Boolean(rental.checkedOutAt) || rental.status === 'FINISHED';
  const max = rental.projectModality.maxOccupants;
  const missing = missingBeforeCheckIn(rental).filter((item) => item.key === 'OCCUPANTS');

  return (
    <SectionPanel
      title="Hóspedes"
      description={`Quem vai se hospedar, até ${pluralize(max, 'pessoa')} (inclua você, se também for ficar). A portaria só libera a entrada de quem estiver na lista.`}
    >
      {!closed && missing.length > 0 && (
        <Alert tone="warning" title="Falta antes do check-in" className="mb-4">
          <ul className="list-disc pl-5">
            {missing.map((item) => (
              <li key={item.key}>{item.label}</li>
            ))}
          </ul>
        </Alert>
      )}
      {occupants.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only" role="status">
            Carregando os hóspedes
          </span>
          <Skeleton className="h-40 rounded-xl" />
        </div>
      ) : occupants.isError ? (
        <Alert tone="error">Não foi possível carregar os hóspedes. Recarregue a página.</Alert>
      ) : closed ? (
        <OccupantList names={occupants.data.items.map((item) => item.name)} />
      ) : (
        <OccupantsForm
          rental={rental}
          initial={{ items: occupants.data.items.map(occupantFieldsOf) }}
          max={max}
        />
      )}
    </SectionPanel>
  );
}

function OccupantList({ names }: { names: string[] }) {
  if (names.length === 0) return <p className="text-sm text-ink-muted">Nenhum hóspede foi informado.</p>;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

function OccupantsForm({
  rental,
  initial,
  max,
}: {
  rental: RentalView;
  initial: OccupantsFormValues;
  max: number;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    setValue,
    formState: { errors, isDirty },
  } = useForm<OccupantsFormValues, unknown, UpdateOccupantsRequest>({
    defaultValues: initial.items.length > 0 ? initial : { items: [emptyOccupant()] },
    resolver: occupantsResolver,
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const save = useUpdateOccupants(rental.id);
  const holders = useWatch({ control, name: 'items' }).map((item) => item?.isCustomer);

  // Only one person is the customer: ticking one unticks the others.
  useEffect(() => {
    const ticked = holders.filter(Boolean).length;
    if (ticked <= 1) return;
    holders.forEach((isHolder, index) => {
      if (isHolder && index !== holders.lastIndexOf(true)) setValue(`items.${index}.isCustomer`, false);
    });
  }, [holders, setValue]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ rentId: rental.id, body });
      reset({ items: saved.items.map(occupantFieldsOf) });
      toastSuccess(saved.items.length === 0 ? 'Lista de hóspedes esvaziada.' : 'Hóspedes salvos.');
    } catch (error) {
      showFormFailure(error, {
        fields: occupantFieldPaths(fields.length),
        setError,
        fallback: 'Não foi possível salvar os hóspedes agora.',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ol className="space-y-4">
        {fields.map((field, index) => (
          <OccupantCard
            key={field.id}
            index={index}
            control={control}
            register={register}
            errors={errors}
            onRemove={() => remove(index)}
          />
        ))}
      </ol>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <Button
            type="button"
            variant="secondary"
            disabled={fields.length >= max}
            onClick={() => append(emptyOccupant())}
          >
            Adicionar pessoa
          </Button>
          <p className="text-xs text-ink-subtle">
            {fields.length} de {pluralize(max, 'pessoa')}
          </p>
        </div>
        <Button type="submit" isLoading={save.isPending} disabled={!isDirty && initial.items.length > 0}>
          Salvar hóspedes
        </Button>
      </div>
    </form>
  );
}

function OccupantCard({
  index,
  control,
  register,
  errors,
  onRemove,
}: {
  index: number;
  control: Control<OccupantsFormValues, unknown, UpdateOccupantsRequest>;
  register: UseFormRegister<OccupantsFormValues>;
  errors: FieldErrors<OccupantsFormValues>;
  onRemove: () => void;
}) {
  const headingId = useId();
  const type = useWatch({ control, name: `items.${index}.document.type` }) ?? 'CPF';
  const itemErrors = errors.items?.[index];
  const message = (path: string) =>
    // The resolver reports flat paths ('items.0.name'); the API's issues are set the same way.
    (errors as Record<string, { message?: string } | undefined>)[`items.${index}.${path}`]?.message;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-line p-4">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-ink">
          Pessoa {index + 1}
        </h3>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={`Remover pessoa ${index + 1}`}
        >
          Remover
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nome completo"
          autoComplete="off"
          required
          className="sm:col-span-2"
          error={itemErrors?.name?.message ?? message('name')}
          {...register(`items.${index}.name`)}
        />
        <TextField
          label="Data de nascimento"
          mask={maskBrDate}
          inputMode="numeric"
          placeholder="dd/mm/aaaa"
          required
          error={itemErrors?.birthdate?.message ?? message('birthdate')}
          {...register(`items.${index}.birthdate`)}
        />
        <TextField
          label="Telefone"
          optional
          mask={maskPhone}
          inputMode="tel"
          placeholder="(00) 00000-0000"
          error={itemErrors?.phone?.message ?? message('phone')}
          {...register(`items.${index}.phone`)}
        />
        <Field label="Documento" required error={message('document.type')}>
          {(fieldControl) => (
            <Select {...fieldControl} {...register(`items.${index}.document.type`)}>
              {OCCUPANT_DOCUMENT_TYPES.map((documentType) => (
                <option key={documentType} value={documentType}>
                  {OCCUPANT_DOCUMENT_LABELS[documentType]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <TextField
          key={type}
          label={`Número do ${OCCUPANT_DOCUMENT_LABELS[type]}`}
          mask={DOCUMENT_MASKS[type]}
          inputMode={type === 'CPF' ? 'numeric' : 'text'}
          placeholder={type === 'CPF' ? '000.000.000-00' : undefined}
          required
          error={itemErrors?.document?.number?.message ?? message('document.number')}
          {...register(`items.${index}.document.number`)}
        />
        <CheckboxField
          className="sm:col-span-2"
          label="Esta pessoa sou eu (titular da locação)"
          {...register(`items.${index}.isCustomer`)}
        />
      </div>
    </li>
  );
}
