import {
  type AdminPaymentListQuery,
  adminPaymentListQuerySchema,
  formatBrDate,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  PAYMENT_TYPE_LABELS,
  PAYMENT_TYPES,
} from '@estadia/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { TextField } from '@/components/ui/text-field';
import { readBrDateField } from '@/lib/br-date-field';
import { schemaResolver } from '@/lib/form-resolver';
import { maskBrDate } from '@/lib/masks';
import { type PaymentFilters, withFilter } from './payment-filters';

export interface PaymentFilterValues {
  status: string;
  paymentType: string;
  /** dd/mm/aaaa, or empty. */
  from: string;
  to: string;
}

/** The typed filters as the API's query (which the domain's schema checks); empty dates are no filter. */
export function preparePaymentFilters(values: PaymentFilterValues) {
  const errors: Record<string, string> = {};
  const input: Record<string, unknown> = {
    status: values.status || undefined,
    paymentType: values.paymentType || undefined,
  };
  for (const name of ['from', 'to'] as const) {
    if (values[name].trim() === '') continue;
    const date = readBrDateField(values[name]);
    if (date.error) errors[name] = date.error;
    else input[name] = date.iso;
  }
  return { input, errors };
}

const resolver = schemaResolver<PaymentFilterValues, AdminPaymentListQuery>(
  adminPaymentListQuerySchema,
  preparePaymentFilters,
);

function valuesOf(filters: PaymentFilters): PaymentFilterValues {
  return {
    status: filters.status ?? '',
    paymentType: filters.paymentType ?? '',
    from: filters.from ? formatBrDate(filters.from) : '',
    to: filters.to ? formatBrDate(filters.to) : '',
  };
}

/**
 * Status, method and the days the payments were created. A select applies as soon as it changes; the
 * dates when 'Filtrar' is pressed (or Enter), once both read as dates. 'Limpar filtros' is the page's.
 */
export function PaymentFiltersBar({
  filters,
  onChange,
}: {
  filters: PaymentFilters;
  onChange: (filters: PaymentFilters) => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PaymentFilterValues, unknown, AdminPaymentListQuery>({
    defaultValues: valuesOf(filters),
    resolver,
  });

  // The browser's back button (or 'Limpar filtros') changes the URL: the fields follow it.
  const { status, paymentType, from, to } = filters;
  useEffect(() => {
    reset(valuesOf({ status, paymentType, from, to, page: 1 }));
  }, [status, paymentType, from, to, reset]);

  const apply = handleSubmit((query) =>
    onChange(
      withFilter(filters, {
        status: query.status,
        paymentType: query.paymentType,
        from: query.from,
        to: query.to,
      }),
    ),
  );

  return (
    <form
      onSubmit={apply}
      noValidate
      aria-label="Filtros"
      className="grid items-start gap-4 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)_8.5rem_8.5rem_auto]"
    >
      <Field label="Situação">
        {(control) => (
          <Select {...control} {...register('status', { onChange: () => apply() })}>
            <option value="">Todas</option>
            {PAYMENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {PAYMENT_STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Forma de pagamento">
        {(control) => (
          <Select {...control} {...register('paymentType', { onChange: () => apply() })}>
            <option value="">Todas</option>
            {PAYMENT_TYPES.map((value) => (
              <option key={value} value={value}>
                {PAYMENT_TYPE_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <TextField
        label="Criados de"
        mask={maskBrDate}
        inputMode="numeric"
        placeholder="dd/mm/aaaa"
        error={errors.from?.message}
        {...register('from')}
      />
      <TextField
        label="Criados até"
        mask={maskBrDate}
        inputMode="numeric"
        placeholder="dd/mm/aaaa"
        error={errors.to?.message}
        {...register('to')}
      />
      <Button
        type="submit"
        variant="secondary"
        className="sm:col-span-2 sm:justify-self-start lg:col-span-1 lg:mt-[1.625rem]"
      >
        Filtrar
      </Button>
    </form>
  );
}
