import { type CardBrand, type CardInput, cardInputSchema, cardLast4, detectCardBrand } from '@estadia/domain';

/** What the card fields hold while typing: masked text, the installments as the select's value. */
export interface CardFormValues {
  number: string;
  holderName: string;
  expiry: string;
  cvv: string;
  installments: string;
}

export const EMPTY_CARD_FORM: CardFormValues = {
  number: '',
  holderName: '',
  expiry: '',
  cvv: '',
  installments: '1',
};

export const CARD_FIELDS = ['number', 'holderName', 'expiry', 'cvv', 'installments'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** '4111111111111111' → '4111 1111 1111 1111' (up to 19 digits, in groups of 4). */
export function maskCardNumber(value: string): string {
  return digitsOf(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '0729' → '07/29'; a single first digit above 1 is a month: '7' → '07/'. */
export function maskCardExpiry(value: string): string {
  let digits = digitsOf(value, 4);
  if (digits.length === 1 && digits > '1') digits = `0${digits}`;
  if (digits.length <= 2) return digits.length === 2 && value.length > 2 ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** American Express prints 4 digits on the front; every other brand 3 on the back. */
export function cvvLength(brand: CardBrand): 3 | 4 {
  return brand === 'AMEX' ? 4 : 3;
}

export function maskCvv(value: string, brand: CardBrand = 'OTHER'): string {
  return digitsOf(value, cvvLength(brand));
}

/** The brand to show while typing, once there are enough digits to tell (null before that). */
export function typedBrand(number: string): CardBrand | null {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 2) return null;
  const brand = detectCardBrand(digits);
  return brand === 'OTHER' && digits.length < 6 ? null : brand;
}

/** The form's values as the API's card: digits only, the installments as a number. */
function toCardInput(values: CardFormValues): Record<string, unknown> {
  return {
    number: values.number.replace(/\D/g, ''),
    holderName: values.holderName,
    expiry: values.expiry,
    cvv: values.cvv,
    installments: Number(values.installments),
  };
}

export type CardFormErrors = Partial<Record<CardField, string>>;

/**
 * The domain's card schema (the API's own rules and Portuguese messages), plus the check it cannot
 * make without the brand: an American Express CVV has 4 digits, the others 3. Either the card to send
 * or each field's first message.
 */
export function validateCardForm(values: CardFormValues): { card: CardInput } | { errors: CardFormErrors } {
  const errors: CardFormErrors = {};
  const cvv = values.cvv.trim();
  if (/^\d{3,4}$/.test(cvv) && cvv.length !== cvvLength(detectCardBrand(values.number))) {
    errors.cvv = 'Código de segurança inválido';
  }
  const result = cardInputSchema.safeParse(toCardInput(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && (CARD_FIELDS as readonly string[]).includes(field)) {
        errors[field as CardField] ??= issue.message;
      }
    }
  }
  return result.success && Object.keys(errors).length === 0 ? { card: result.data } : { errors };
}

/** Which field of the form an API issue is about: 'card.number' (or 'body.card.number') → 'number'. */
export function cardFieldOfIssue(path: string): CardField | null {
  const name = path.replace(/^body\./, '').replace(/^card\./, '');
  return (CARD_FIELDS as readonly string[]).includes(name) ? (name as CardField) : null;
}

/**
 * What makes two card payments the same intent, without the card itself: the server tells requests
 * apart by brand, last digits, expiry, holder and installments, and so does the key.
 */
export function cardIntent(card: CardInput): string {
  return [
    'CREDIT_CARD',
    detectCardBrand(card.number),
    cardLast4(card.number),
    card.expiry,
    card.holderName.trim().toUpperCase(),
    card.installments,
  ].join(':');
}
