import {
  type AdminModalityPrices,
  type UpdateModalityPricesRequest,
  updateModalityPricesRequestSchema,
} from '@estadia/domain';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { maskMoney } from '@/components/ui/money-mask';
import { TextField } from '@/components/ui/text-field';
import { showFormFailure } from '@/lib/form-failure';
import { schemaResolver } from '@/lib/form-resolver';
import { withNestedErrors } from '@/lib/nested-errors';
import { toastSuccess } from '@/lib/toast';
import { useUpdateModalityPrices } from './api/update-modality-prices';
import { DynamicPriceRows } from './dynamic-price-rows';
import {
  formFieldOfIssue,
  PERIOD_PRICE_LABELS,
  type PriceFormValues,
  preparePrices,
  priceFormValues,
} from './price-form';

export const PRICE_CHANGE_NOTICE =
  'Cotações e novos rascunhos usam o novo preço na hora; locações já enviadas mantêm o preço combinado.';

const API_ISSUE_PATHS = [
  'priceShortPeriod',
  'priceLongPeriod',
  'dynamicPrices.shortPeriod',
  'dynamicPrices.longPeriod',
  'securityDepositCents',
];

export const SECURITY_DEPOSIT_HINT =
  'No máximo três meses de aluguel (art. 38 da Lei do Inquilinato). Deixe vazio para não oferecer caução.';

/**
 * A modality's prices: the base price of each period and its dynamic prices. The submit button sits in
 * the dialog's footer and reaches the form by `formId`.
 */
export function ModalityPricesForm({
  modality,
  formId,
  onSaved,
  onPendingChange,
}: {
  modality: AdminModalityPrices;
  formId: string;
  onSaved: () => void;
  onPendingChange?: (pending: boolean) => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors },
  } = useForm<PriceFormValues, unknown, UpdateModalityPricesRequest>({
    defaultValues: priceFormValues(modality),
    resolver: withNestedErrors(
      schemaResolver(updateModalityPricesRequestSchema, (values: PriceFormValues) =>
        preparePrices(values, modality),
      ),
    ),
  });
  const update = useUpdateModalityPrices();

  const onSubmit = handleSubmit(async (body) => {
    onPendingChange?.(true);
    try {
      await update.mutateAsync({ modalityId: modality.id, ...body });
      toastSuccess(`Preços de ${modality.name} atualizados.`);
      onSaved();
    } catch (error) {
      const rows = getValues('dynamicPrices');
      showFormFailure(error, {
        fields: API_ISSUE_PATHS,
        setError: ((name: string, fieldError: { type: string; message: string }) => {
          const field = formFieldOfIssue(name, rows);
          if (field) setError(field as never, fieldError);
        }) as never,
        fallback: 'Não foi possível salvar os preços agora. Tente de novo.',
      });
    } finally {
      onPendingChange?.(false);
    }
  });

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 font-semibold text-ink">Preços base</legend>
        <TextField
          label={PERIOD_PRICE_LABELS.SHORT_PERIOD}
          hint="De 1 a 29 noites: o preço de cada noite."
          mask={maskMoney}
          inputMode="numeric"
          placeholder="R$ 0,00"
          required
          error={errors.priceShortPeriod?.message}
          {...register('priceShortPeriod')}
        />
        <TextField
          label={PERIOD_PRICE_LABELS.LONG_PERIOD}
          hint="30 noites ou mais: o preço de cada período de 30 noites."
          mask={maskMoney}
          inputMode="numeric"
          placeholder="R$ 0,00"
          required
          error={errors.priceLongPeriod?.message}
          {...register('priceLongPeriod')}
        />
      </fieldset>
      <DynamicPriceRows control={control} register={register} errors={errors} />
      <TextField
        label="Caução (R$)"
        hint={SECURITY_DEPOSIT_HINT}
        mask={maskMoney}
        inputMode="numeric"
        placeholder="R$ 0,00"
        error={errors.securityDeposit?.message}
        {...register('securityDeposit')}
      />
      {errors.root?.message && <Alert tone="warning">{errors.root.message}</Alert>}
      <Alert tone="info">{PRICE_CHANGE_NOTICE}</Alert>
    </form>
  );
}
