const CARD_NUMBER_PATTERN = /^\d{13,19}$/;

/** 13 to 19 digits whose Luhn (mod 10) check digit matches. Spaces and dashes are ignored. */
export function isValidCardNumber(value: string | null | undefined): boolean {
  const digits = (value ?? '').replace(/[\s-]/g, '');
  if (!CARD_NUMBER_PATTERN.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const CARD_BRANDS = ['ELO', 'HIPERCARD', 'AMEX', 'DINERS', 'MASTERCARD', 'VISA'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number] | 'OTHER';

export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  ELO: 'Elo',
  HIPERCARD: 'Hipercard',
  AMEX: 'American Express',
  DINERS: 'Diners Club',
  MASTERCARD: 'Mastercard',
  VISA: 'Visa',
  OTHER: 'Cartão',
};

// Checked in this order: Elo and Hipercard ranges overlap the generic Visa/Mastercard prefixes.
const BRAND_PREFIXES: [Exclude<CardBrand, 'OTHER'>, RegExp][] = [
  [
    'ELO',
    /^(40117[89]|431274|438935|451416|457393|45763[12]|504175|506699|5067[0-7]\d|509\d{3}|627780|636297|636368|6500(3[1-35-9]|4\d|5[01])|6504(0[5-9]|[1-3]\d|8[5-9]|9\d)|6505([0-2]\d|3[0-8]|4[1-9]|[5-8]\d|9[0-8])|6507(0\d|1[0-8]|2[0-7])|6509(0[1-9]|1\d|20)|6516(5[2-9]|[67]\d)|6550([01]\d|2[1-9]|[34]\d|5[0-8]))/,
  ],
  ['HIPERCARD', /^(606282|3841(0|4|6)0)/],
  ['AMEX', /^3[47]/],
  ['DINERS', /^3(0[0-5]|[68])/],
  ['MASTERCARD', /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/],
  ['VISA', /^4/],
];

export function detectCardBrand(value: string | null | undefined): CardBrand {
  const digits = (value ?? '').replace(/\D/g, '');
  return BRAND_PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? 'OTHER';
}

export function cardLast4(value: string): string {
  return value.replace(/\D/g, '').slice(-4);
}
