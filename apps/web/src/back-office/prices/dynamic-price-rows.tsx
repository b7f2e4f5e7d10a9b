import type { UpdateModalityPricesRequest } from '@estadia/domain';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { PlusIcon } from '@/components/ui/booking-icons';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TrashIcon } from '@/components/ui/file-icons';
import { Select } from '@/components/ui/input';
import { maskMoney } from '@/components/ui/money-mask';
import { TextField } from '@/components/ui/text-field';
import { dynamicPriceField, freePeriod, PERIOD_PRICE_LABELS, type PriceFormValues } from './price-form';

type PriceControl = Control<PriceFormValues, unknown, UpdateModalityPricesRequest>;

/**
 * The modality's dynamic prices as rows of a period and a price, one row per period at most: a row
 * added takes the period still free, and a period already in a row cannot be picked in another.
 */
export function DynamicPriceRows({
  control,
  register,
  errors,
}: {
  control: PriceControl;
  register: UseFormRegister<PriceFormValues>;
  errors: FieldErrors<PriceFormValues>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'dynamicPrices' });
  const rows = useWatch({ control, name: 'dynamicPrices' }) ?? [];
  const nextPeriod = freePeriod(rows);

  return (
    <fieldset className="flex flex-col gap-3 border-t border-line pt-5">
      <legend className="float-left mb-1 font-semibold text-ink">Preços dinâmicos</legend>
      <p className="clear-left text-sm text-ink-muted">
        Um preço dinâmico substitui o preço base do seu período enquanto existir (numa alta temporada, por
        exemplo). Remova a linha para voltar ao preço base.
      </p>
      {fields.length === 0 && (
        <p className="rounded-xl border border-dashed border-line-strong px-4 py-3 text-sm text-ink-muted">
          Nenhum preço dinâmico: valem os preços base.
        </p>
      )}
      <ul className="flex flex-col gap-3">
        {fields.map((field, index) => {
          const rowErrors = errors.dynamicPrices?.[index];
          const label = `Preço dinâmico ${index + 1}`;
          return (
            <li
              key={field.id}
              aria-label={label}
              className="grid items-start gap-3 rounded-xl border border-line bg-surface-muted p-3 sm:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_auto]"
            >
              <Field label="Período" error={rowErrors?.period?.message}>
                {(fieldControl) => (
                  <Select {...fieldControl} {...register(`dynamicPrices.${index}.period`)}>
                    {(['SHORT_PERIOD', 'LONG_PERIOD'] as const).map((period) => (
                      <option
                        key={period}
                        value={period}
                        disabled={rows.some((row, other) => other !== index && row.period === period)}
                      >
                        {PERIOD_PRICE_LABELS[period]}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <TextField
                label="Preço"
                mask={maskMoney}
                inputMode="numeric"
                placeholder="R$ 0,00"
                error={rowErrors?.price?.message}
                {...register(dynamicPriceField(index))}
              />
              <Button
                variant="ghost"
                size="sm"
                className="sm:mt-[1.625rem]"
                onClick={() => remove(index)}
                aria-label={`Remover ${label.toLowerCase()}`}
              >
                <TrashIcon className="size-4" />
                Remover
              </Button>
            </li>
          );
        })}
      </ul>
      {nextPeriod ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() =>
            append({ period: nextPeriod, price: '' }, { focusName: dynamicPriceField(fields.length) })
          }
        >
          <PlusIcon className="size-4" />
          Adicionar preço dinâmico
        </Button>
      ) : (
        <p className="text-sm text-ink-subtle">Os dois períodos já têm preço dinâmico.</p>
      )}
    </fieldset>
  );
}
