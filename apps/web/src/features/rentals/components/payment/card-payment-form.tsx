import {
  CARD_BRAND_LABELS,
  type CardInput,
  describeInstallment,
  formatMoney,
  type InstallmentOption,
} from '@estadia/domain';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { LockIcon } from '../../../../components/ui/icons';
import { Input, Select } from '../../../../components/ui/input';
import { MaskedInput } from '../../../../components/ui/masked-input';
import { isApiError } from '../../../../lib/api-error';
import {
  type CardFormValues,
  cardFieldOfIssue,
  cardFormResolver,
  cvvLength,
  EMPTY_CARD_FORM,
  maskCardExpiry,
  maskCardNumber,
  maskCvv,
  typedBrand,
} from '../../payment/card-form';

/** What paying answered, for the form: whether the server heard it (then the card is forgotten). */
export type CardPaymentOutcome = 'answered' | { error: unknown };

/**
 * The card's details and the installments, checked with the domain's card schema before anything is
 * sent. The card never outlives the attempt: once the server answered (approved or declined) the
 * fields are emptied, and the security code is emptied after every attempt.
 */
export function CardPaymentForm({
  installments,
  onPay,
  isPaying,
}: {
  installments: readonly InstallmentOption[];
  onPay: (card: CardInput) => Promise<CardPaymentOutcome>;
  isPaying: boolean;
}) {
  const {
    register,
    handleSubmit,
    watch,
    reset,
    resetField,
    setError,
    formState: { errors },
  } = useForm<CardFormValues, unknown, CardInput>({
    defaultValues: EMPTY_CARD_FORM,
    resolver: cardFormResolver,
  });
  const brand = typedBrand(watch('number'));
  const chosen =
    installments.find((option) => String(option.installments) === watch('installments')) ?? installments[0];
  const cvvDigits = cvvLength(brand ?? 'OTHER');

  const onSubmit = handleSubmit(async (card) => {
    const outcome = await onPay(card);
    if (outcome === 'answered') {
      reset({ ...EMPTY_CARD_FORM, installments: String(card.installments) });
      return;
    }
    resetField('cvv');
    const { error } = outcome;
    if (isApiError(error)) {
      for (const issue of error.issues) {
        const field = cardFieldOfIssue(issue.path);
        if (field) setError(field, { type: 'server', message: issue.message });
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Dados do cartão">
      <Field label="Número do cartão" error={errors.number?.message} required>
        {(control) => (
          <div className="relative">
            <MaskedInput
              {...control}
              {...register('number')}
              mask={maskCardNumber}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="0000 0000 0000 0000"
              className="pr-36 font-mono tracking-wide"
            />
            <span
              aria-live="polite"
              className="pointer-events-none absolute inset-y-0 right-3 flex items-center"
            >
              {brand && (
                <span className="rounded-md border border-line-strong bg-surface-muted px-2 py-0.5 text-xs font-semibold text-ink">
                  <span className="sr-only">Bandeira: </span>
                  {CARD_BRAND_LABELS[brand]}
                </span>
              )}
            </span>
          </div>
        )}
      </Field>
      <Field label="Nome impresso no cartão" error={errors.holderName?.message} required>
        {(control) => (
          <Input
            {...control}
            {...register('holderName')}
            autoComplete="cc-name"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={26}
            className="uppercase"
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Validade (MM/AA)" error={errors.expiry?.message} required>
          {(control) => (
            <MaskedInput
              {...control}
              {...register('expiry')}
              mask={maskCardExpiry}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/AA"
            />
          )}
        </Field>
        <Field
          label="CVV"
          error={errors.cvv?.message}
          hint={cvvDigits === 4 ? '4 dígitos, na frente' : '3 dígitos, no verso'}
          required
        >
          {(control) => (
            <MaskedInput
              {...control}
              {...register('cvv')}
              mask={(value) => maskCvv(value, brand ?? 'OTHER')}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder={cvvDigits === 4 ? '0000' : '000'}
            />
          )}
        </Field>
      </div>
      <Field label="Parcelas" error={errors.installments?.message} required>
        {(control) => (
          <Select {...control} {...register('installments')}>
            {installments.map((option) => (
              <option key={option.installments} value={option.installments}>
                {describeInstallment(option)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {chosen && !chosen.interestFree && (
        <p className="text-sm text-ink-muted">
          Juros de {chosen.monthlyInterestPercent.toLocaleString('pt-BR')}% ao mês: total de{' '}
          <span className="font-semibold text-ink">{formatMoney(chosen.totalCents)}</span> no cartão.
        </p>
      )}
      <Button type="submit" size="lg" fullWidth isLoading={isPaying}>
        {!isPaying && <LockIcon className="size-4" />}
        {chosen ? `Pagar ${formatMoney(chosen.totalCents)}` : 'Pagar'}
      </Button>
    </form>
  );
}
