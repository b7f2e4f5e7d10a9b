import type { ChangeEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { maskCardExpiry, maskCardNumber } from './card-form';

/** The fields every card form asks for, whoever reads the card afterwards. */
export type CardFieldName = 'number' | 'holderName' | 'expiry' | 'cvv';

/**
 * The card's number (with the brand recognised so far), the name printed on it, its expiry and its
 * security code: the same fields, labels and autocomplete hints in the card form priced by the
 * server and in the Mercado Pago one. Each form keeps its values, its checks and what it does on paying.
 */
export function CardFields({
  fieldId,
  values,
  errors,
  onChange,
  brand,
  brandPending,
  cvv,
}: {
  fieldId: (field: CardFieldName) => string;
  values: Record<CardFieldName, string>;
  errors: Partial<Record<CardFieldName, string>>;
  onChange: (field: CardFieldName) => (event: ChangeEvent<HTMLInputElement>) => void;
  /** The brand's name once recognised from the digits typed. */
  brand: string | null;
  /** What the number's hint says until the brand is recognised. */
  brandPending: string;
  cvv: { mask: (value: string) => string; placeholder: string; hint?: string };
}) {
  return (
    <>
      <TextField
        id={fieldId('number')}
        label="Número do cartão"
        required
        mask={maskCardNumber}
        value={values.number}
        onChange={onChange('number')}
        error={errors.number}
        hint={
          // Read out as it changes: the brand is recognised while the number is typed.
          <span aria-live="polite">
            {brand ? (
              <>
                Bandeira: <span className="font-semibold text-ink">{brand}</span>
              </>
            ) : (
              brandPending
            )}
          </span>
        }
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        inputClassName="font-mono tracking-wide"
      />
      <TextField
        id={fieldId('holderName')}
        label="Nome impresso no cartão"
        required
        value={values.holderName}
        onChange={onChange('holderName')}
        error={errors.holderName}
        autoComplete="cc-name"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={26}
        inputClassName="uppercase"
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          id={fieldId('expiry')}
          label="Validade (MM/AA)"
          required
          mask={maskCardExpiry}
          value={values.expiry}
          onChange={onChange('expiry')}
          error={errors.expiry}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/AA"
        />
        <TextField
          id={fieldId('cvv')}
          label="CVV"
          required
          mask={cvv.mask}
          value={values.cvv}
          onChange={onChange('cvv')}
          error={errors.cvv}
          hint={cvv.hint}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={cvv.placeholder}
        />
      </div>
    </>
  );
}
