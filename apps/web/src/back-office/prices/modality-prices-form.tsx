import type { UpdateModalityPricesRequest } from '@estadia/domain';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { maskMoney } from '@/components/ui/money-mask';
import { TextField } from '@/components/ui/text-field';
import { DynamicPriceRows } from './dynamic-price-rows';
import { PERIOD_PRICE_LABELS, type PriceFormValues } from './price-form';

export const PRICE_CHANGE_NOTICE =
  'Cotações e novos rascunhos usam o novo preço na hora; locações já enviadas mantêm o preço combinado.';

export const SECURITY_DEPOSIT_HINT =
  'No máximo três meses de aluguel (art. 38 da Lei do Inquilinato). Deixe vazio para não oferecer caução.';

/**
 * A modality's price fields: the base price of each period, its dynamic prices and the caução. The form
 * around them, and its submit button, are the dialog's (EditPricesModal).
 */
export function ModalityPriceFields({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<PriceFormValues>;
  control: Control<PriceFormValues, unknown, UpdateModalityPricesRequest>;
  errors: FieldErrors<PriceFormValues>;
}) {
  return (
    <>
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
    </>
  );
}
