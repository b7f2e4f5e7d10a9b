import {
  CARD_BRAND_LABELS,
  type CardInput,
  describeInstallment,
  formatMoney,
  type InstallmentOption,
} from '@estadia/domain';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { LockIcon } from '@/components/ui/icons';
import { Select } from '@/components/ui/input';
import { isApiError } from '@/lib/api-error';
import { CardFields } from './card-fields';
import {
  CARD_FIELDS,
  type CardField,
  type CardFormErrors,
  type CardFormValues,
  cardFieldOfIssue,
  cvvLength,
  EMPTY_CARD_FORM,
  maskCvv,
  typedBrand,
  validateCardForm,
} from './card-form';

/** What paying answered, for the form: whether the server heard it (then the card is forgotten). */
export type CardPaymentOutcome = 'answered' | { error: unknown };

/**
 * The card's details and the installments, checked with the domain's card schema before anything is
 * sent. The card never outlives the attempt: once the server answered (approved or declined) the
 * fields are emptied, and the security code is emptied after every attempt.
 *
 * Plain state rather than react-hook-form: five fields do not need it, and the form library would
 * split a chunk the account pages share, which costs the first visit to /home a preload entry.
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
  const id = useId();
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD_FORM);
  const [errors, setErrors] = useState<CardFormErrors>({});
  // Until the first attempt, nothing is flagged while the customer is still typing.
  const [attempted, setAttempted] = useState(false);
  const brand = typedBrand(values.number);
  const chosen =
    installments.find((option) => String(option.installments) === values.installments) ?? installments[0];
  const cvvDigits = cvvLength(brand ?? 'OTHER');
  const fieldId = (field: CardField) => `${id}-${field}`;

  const change = (field: CardField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (attempted) {
      const result = validateCardForm(next);
      setErrors('errors' in result ? result.errors : {});
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const result = validateCardForm(values);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = CARD_FIELDS.find((field) => result.errors[field]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    const outcome = await onPay(result.card);
    if (outcome === 'answered') {
      setValues({ ...EMPTY_CARD_FORM, installments: values.installments });
      setAttempted(false);
      return;
    }
    setValues((current) => ({ ...current, cvv: '' }));
    if (isApiError(outcome.error)) {
      const fromApi: CardFormErrors = {};
      for (const issue of outcome.error.issues) {
        const field = cardFieldOfIssue(issue.path);
        if (field) fromApi[field] ??= issue.message;
      }
      setErrors(fromApi);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Dados do cartão">
      <CardFields
        fieldId={fieldId}
        values={values}
        errors={errors}
        onChange={change}
        brand={brand ? CARD_BRAND_LABELS[brand] : null}
        brandPending="Bandeira reconhecida pelo número"
        cvv={{
          mask: (value) => maskCvv(value, brand ?? 'OTHER'),
          placeholder: cvvDigits === 4 ? '0000' : '000',
          hint: cvvDigits === 4 ? '4 dígitos, na frente' : '3 dígitos, no verso',
        }}
      />
      <Field id={fieldId('installments')} label="Parcelas" error={errors.installments} required>
        {(control) => (
          <Select {...control} value={values.installments} onChange={change('installments')}>
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
