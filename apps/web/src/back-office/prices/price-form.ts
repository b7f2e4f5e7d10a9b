import {
  type AdminModalityPrices,
  adminPriceSchema,
  type DynamicPrices,
  type PeriodKind,
  securityDepositProblem,
  type UpdateModalityPricesRequest,
} from '@estadia/domain';
import { maskMoney, moneyTextToCents, reaisToMoneyText } from '@/components/ui/money-mask';

// The price form of one modality. Prices are typed as money ('R$ 189,90') and sent in reais, as the
// catalogue carries them. Only what changed is sent: the PATCH keeps the fields it is not given, so a
// colleague's change to another price is not undone by a form opened before it.
//
// Dynamic prices are the domain's { shortPeriod?, longPeriod? }: a price that, while set, replaces the
// modality's own price for stays of that period. The form edits them as a list of rows (a period and
// a price), at most one per period.
//
// The caução (Lei 8.245/1991, art. 38) is typed as money too and sent in cents; empty offers none. It may not
// pass three months of the rent the form's prices make: the domain's rule, checked here and by the API.

export interface DynamicPriceRow {
  period: PeriodKind;
  price: string;
}

export interface PriceFormValues {
  priceShortPeriod: string;
  priceLongPeriod: string;
  dynamicPrices: DynamicPriceRow[];
  /** The caução as money text; empty when none is offered. */
  securityDeposit: string;
}

/** What each period's price is charged per, for labels and hints. */
export const PERIOD_PRICE_LABELS: Record<PeriodKind, string> = {
  SHORT_PERIOD: 'Estadia curta (por noite)',
  LONG_PERIOD: 'Estadia longa (por 30 noites)',
};

const DYNAMIC_KEYS: Record<PeriodKind, keyof DynamicPrices> = {
  SHORT_PERIOD: 'shortPeriod',
  LONG_PERIOD: 'longPeriod',
};

export const NOTHING_CHANGED_MESSAGE = 'Nenhum preço foi alterado.';
const MISSING_PRICE = 'Informe o preço';
const DUPLICATE_PERIOD = 'Já há um preço dinâmico para este período';

export function priceFormValues(modality: AdminModalityPrices): PriceFormValues {
  const rows: DynamicPriceRow[] = [];
  for (const period of ['SHORT_PERIOD', 'LONG_PERIOD'] as const) {
    const price = modality.dynamicPrices?.[DYNAMIC_KEYS[period]];
    if (price != null) rows.push({ period, price: reaisToMoneyText(price) });
  }
  return {
    priceShortPeriod: reaisToMoneyText(modality.priceShortPeriod),
    priceLongPeriod: reaisToMoneyText(modality.priceLongPeriod),
    dynamicPrices: rows,
    securityDeposit: modality.securityDepositCents ? maskMoney(String(modality.securityDepositCents)) : '',
  };
}

/** The period a new row starts with: the first one without a dynamic price; null when both have one. */
export function freePeriod(rows: readonly DynamicPriceRow[]): PeriodKind | null {
  return (
    (['SHORT_PERIOD', 'LONG_PERIOD'] as const).find((period) => !rows.some((row) => row.period === period)) ??
    null
  );
}

const reais = (cents: number) => cents / 100;

/** Dynamic prices as the domain holds them: null when there are none. */
function normalise(prices: DynamicPrices | null | undefined): DynamicPrices | null {
  const clean: DynamicPrices = {};
  if (prices?.shortPeriod != null) clean.shortPeriod = prices.shortPeriod;
  if (prices?.longPeriod != null) clean.longPeriod = prices.longPeriod;
  return Object.keys(clean).length > 0 ? clean : null;
}

function sameDynamicPrices(a: DynamicPrices | null, b: DynamicPrices | null): boolean {
  return (
    (a?.shortPeriod ?? null) === (b?.shortPeriod ?? null) &&
    (a?.longPeriod ?? null) === (b?.longPeriod ?? null)
  );
}

/** The name of a row's price field, where a message about that period's dynamic price goes. */
export function dynamicPriceField(index: number): `dynamicPrices.${number}.price` {
  return `dynamicPrices.${index}.price`;
}

/**
 * The form's text as the PATCH body (for the domain's schema to check), with the problems the schema
 * cannot place on a field: an empty price, a period given twice, a dynamic price the schema refuses
 * (its issues would name 'dynamicPrices.shortPeriod', not the row), or no change at all.
 */
export function preparePrices(values: PriceFormValues, current: AdminModalityPrices) {
  const errors: Record<string, string> = {};
  const body: Record<string, unknown> = {};

  const short = moneyTextToCents(values.priceShortPeriod);
  const long = moneyTextToCents(values.priceLongPeriod);
  if (short === null) errors.priceShortPeriod = MISSING_PRICE;
  else if (reais(short) !== current.priceShortPeriod) body.priceShortPeriod = reais(short);
  if (long === null) errors.priceLongPeriod = MISSING_PRICE;
  else if (reais(long) !== current.priceLongPeriod) body.priceLongPeriod = reais(long);

  const dynamic: DynamicPrices = {};
  const seen = new Set<PeriodKind>();
  values.dynamicPrices.forEach((row, index) => {
    const key = DYNAMIC_KEYS[row.period];
    if (seen.has(row.period)) errors[`dynamicPrices.${index}.period`] = DUPLICATE_PERIOD;
    seen.add(row.period);
    const cents = moneyTextToCents(row.price);
    if (cents === null) {
      errors[dynamicPriceField(index)] = MISSING_PRICE;
      return;
    }
    const checked = adminPriceSchema.safeParse(reais(cents));
    if (!checked.success)
      errors[dynamicPriceField(index)] = checked.error.issues[0]?.message ?? MISSING_PRICE;
    dynamic[key] = reais(cents);
  });
  const nextDynamic = normalise(dynamic);
  if (!sameDynamicPrices(nextDynamic, normalise(current.dynamicPrices))) body.dynamicPrices = nextDynamic;

  const deposit = moneyTextToCents(values.securityDeposit);
  if (deposit !== (current.securityDepositCents || null)) body.securityDepositCents = deposit;
  if (short !== null && long !== null) {
    const problem = securityDepositProblem(deposit, {
      priceShortPeriod: reais(short),
      priceLongPeriod: reais(long),
      dynamicPrices: nextDynamic,
    });
    if (problem) errors.securityDeposit = problem;
  }

  if (Object.keys(errors).length === 0 && Object.keys(body).length === 0)
    errors.root = NOTHING_CHANGED_MESSAGE;
  return { input: body as UpdateModalityPricesRequest, errors };
}

/**
 * Where a message of the API goes: its own field for the base prices and the caução, the row of the period
 * for a dynamic price ('dynamicPrices.longPeriod' → the LONG_PERIOD row's price).
 */
export function formFieldOfIssue(path: string, rows: readonly DynamicPriceRow[]): string | null {
  if (path === 'priceShortPeriod' || path === 'priceLongPeriod') return path;
  if (path === 'securityDepositCents') return 'securityDeposit';
  const match = /^dynamicPrices\.(shortPeriod|longPeriod)$/.exec(path);
  if (!match) return null;
  const index = rows.findIndex((row) => DYNAMIC_KEYS[row.period] === match[1]);
  return index >= 0 ? dynamicPriceField(index) : null;
}
