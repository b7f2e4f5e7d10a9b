import { formatMoney } from '@estadia/domain';

// Money typed the way Brazilian banking apps take it: digits only, the last two are the centavos, and
// the text reads 'R$ 1.234,56' as it is typed. A '.' or ',' the user types is simply ignored, so
// '150.50' can never become R$ 15.050,00.

/** R$ 999.999.999,99 at most: far above any price, well inside exact integers. */
const MAX_DIGITS = 11;

function digitsOf(text: string): string {
  return text.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
}

/** '12345' → 'R$ 123,45'; '' (or only zeros) → '' so the field can be emptied with backspace. */
export function maskMoney(text: string): string {
  const digits = digitsOf(text);
  return digits ? formatMoney(Number(digits)) : '';
}

/** 'R$ 1.234,56' → 123456; null when the field is empty. */
export function moneyTextToCents(text: string): number | null {
  const digits = digitsOf(text);
  return digits ? Number(digits) : null;
}

/** What a money field shows for an amount in reais (as the catalogue carries prices). */
export function reaisToMoneyText(reais: number | null | undefined): string {
  return reais == null ? '' : maskMoney(String(Math.round(reais * 100)));
}
