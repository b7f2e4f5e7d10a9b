import { CHECK_IN_TIME, pluralize, type UpdateArrivalRequest } from '@estadia/domain';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SectionPanel } from '@/components/ui/section-panel';
import { TextField } from '@/components/ui/text-field';
import { showFormFailure } from '@/lib/form-failure';
import type { RentalView } from '@/lib/rentals/get-rental';
import { toastSuccess } from '@/lib/toast';
import { useUpdateArrival } from './api/update-arrival';
import {
  type ArrivalFormValues,
  arrivalResolver,
  arrivalValuesOf,
  maskPlate,
  maskTime,
} from './arrival-form';

/** 'Chegada': when the customer expects to arrive and the cars of the booked spots, for the front desk. */
export function ArrivalSection({ rental }: { rental: RentalView }) {
  const spots = rental.carSpots.common + rental.carSpots.covered;
  const closed = Boolean(rental.checkedOutAt) || rental.status === 'FINISHED';
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<ArrivalFormValues, unknown, UpdateArrivalRequest>({
    defaultValues: arrivalValuesOf(rental, spots),
    resolver: arrivalResolver,
  });
  const save = useUpdateArrival();
  const message = (path: string) =>
    (errors as Record<string, { message?: string } | undefined>)[path]?.message;

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ rentId: rental.id, body });
      reset(arrivalValuesOf(saved, spots));
      toastSuccess('Chegada salva.');
    } catch (error) {
      showFormFailure(error, {
        fields: [
          'expectedArrivalTime',
          ...Array.from({ length: spots }, (_, index) => `vehiclePlates.${index}`),
        ],
        setError,
        fallback: 'Não foi possível salvar a chegada agora.',
      });
    }
  });

  return (
    <SectionPanel
      title="Chegada"
      description={`O check-in é a partir das ${CHECK_IN_TIME}. Conte à recepção quando você chega e quais carros vão usar a garagem.`}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <fieldset disabled={closed} className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Horário e placas</legend>
          <TextField
            label="Horário previsto de chegada"
            mask={maskTime}
            inputMode="numeric"
            placeholder="hh:mm"
            optional
            hint="Formato 24 horas, por exemplo 15:30."
            error={message('expectedArrivalTime')}
            {...register('expectedArrivalTime')}
          />
          {spots === 0 ? (
            <p className="self-end text-sm text-ink-muted sm:pb-3">Sua locação não inclui vaga de garagem.</p>
          ) : (
            Array.from({ length: spots }, (_, index) => (
              <TextField
                // biome-ignore lint/suspicious/noArrayIndexKey: one field per booked spot, fixed in number
                key={index}
                label={spots === 1 ? 'Placa do carro' : `Placa do carro ${index + 1}`}
                optional
                mask={maskPlate}
                placeholder="ABC-1234 ou ABC1D23"
                autoCapitalize="characters"
                error={message(`vehiclePlates.${index}`)}
                {...register(`vehiclePlates.${index}`)}
              />
            ))
          )}
        </fieldset>
        {spots > 0 && (
          <p className="text-xs text-ink-subtle">
            {pluralize(spots, 'vaga')} de garagem na sua locação: uma placa por vaga.
          </p>
        )}
        {!closed && (
          <div className="flex justify-end">
            <Button type="submit" isLoading={save.isPending} disabled={!isDirty}>
              Salvar chegada
            </Button>
          </div>
        )}
      </form>
    </SectionPanel>
  );
}
