import { LONG_PERIOD_NIGHTS } from '../constants/business.ts';
import { formatBrDate } from '../dates/br-date.ts';
import { nightsBetween } from '../dates/interval.ts';
import { compareIsoDates, type IsoDate, toDayNumber } from '../dates/iso-date.ts';
import { DomainError } from '../errors/domain-error.ts';
import { divideRounded } from '../money/cents.ts';
import { formatMoney } from '../money/format.ts';
import { pluralize } from '../money/plural.ts';
import { periodForNights } from '../rentals/period.ts';

// Leaving before the contract's check-out ('Antecipar saída'). One function says what it costs and
// returns; the quote, the confirmation, the cancellation policy page and the contract all use it and
// the constants below, so what the customer reads is what is charged.

/** The law the long-stay rule applies (the tenant may return the property paying the agreed fine). */
export const EARLY_DEPARTURE_LAW = 'art. 4º da Lei nº 8.245/1991';
/** Short stays: with at least this many days' notice the nights not used come back whole. */
export const EARLY_DEPARTURE_SHORT_NOTICE_DAYS = 7;
/** Short stays with less notice: the nights not used come back less this many nights' value. */
export const EARLY_DEPARTURE_SHORT_FEE_NIGHTS = 1;
/** Long stays: the contract's fine, the value of this many nights of the stay (one 30-night period). */
export const EARLY_DEPARTURE_FINE_NIGHTS = LONG_PERIOD_NIGHTS;
/** Art. 4º, parágrafo único: no fine for an employer's transfer notified in writing this many days ahead. */
export const EARLY_DEPARTURE_TRANSFER_NOTICE_DAYS = 30;

export type EarlyDepartureRule = 'SHORT_WITH_NOTICE' | 'SHORT_SHORT_NOTICE' | 'LONG_FINE' | 'LONG_TRANSFER';

export interface EarlyDepartureInput {
  /** Check-in day of the stay. */
  startDate: IsoDate;
  /** The check-out day the contract has now. */
  endDate: IsoDate;
  /** The new check-out day the customer asks for. */
  date: IsoDate;
  /** Today in Brasília: the day the customer gives notice. */
  today: IsoDate;
  /** The stay's value by the contract (rentalValueCents), every night of it. */
  valueCents: number;
  /** What the customer has paid so far (credited payments). */
  paidCents: number;
  /** The day the employer's transfer letter was sent, when one was (the written notice of art. 4º). */
  transferLetterDate?: IsoDate | null;
}

export interface EarlyDepartureQuote {
  date: IsoDate;
  /** Nights from check-in to the new check-out, still owed. */
  nightsKept: number;
  /** Nights after the new check-out, freed for other guests and no longer owed. */
  nightsReleased: number;
  /** The value of the nights kept, prorated per night from the stay's value. */
  keptValueCents: number;
  /** The value of the nights released. */
  releasedValueCents: number;
  /** Long stays: the contract's whole fine, before the reduction (0 for short stays). */
  contractFineCents: number;
  /** What leaving early costs: the fee (short) or the reduced fine (long). */
  feeCents: number;
  /** The stay's new value: the nights kept plus the fee. */
  newValueCents: number;
  /** What was paid beyond the new value, given back. */
  refundCents: number;
  /** What the new value still asks beyond what was paid (months still to pay, or a last charge). */
  stillOwedCents: number;
  ruleKind: EarlyDepartureRule;
  /** The sentence of the policy that applied, in Portuguese, with the amounts. */
  rule: string;
}

function invalidDate(message: string): DomainError {
  return new DomainError('EARLY_DEPARTURE_DATE_INVALID', message);
}

/** The day after today, after check-in and before the current check-out; throws a 422 otherwise. */
export function assertEarlyDepartureDate(
  input: Pick<EarlyDepartureInput, 'startDate' | 'endDate' | 'date' | 'today'>,
): void {
  const { startDate, endDate, date, today } = input;
  if (compareIsoDates(date, endDate) >= 0)
    throw invalidDate(
      `A nova data de saída precisa ser anterior à saída prevista no contrato (${formatBrDate(endDate)}).`,
    );
  if (compareIsoDates(date, startDate) <= 0)
    throw invalidDate(
      `A nova data de saída precisa ser depois do check-in (${formatBrDate(startDate)}): ao menos uma noite fica na estadia.`,
    );
  if (compareIsoDates(date, today) <= 0)
    throw invalidDate(
      `A nova data de saída precisa ser a partir de amanhã (depois de ${formatBrDate(today)}).`,
    );
}

/** a × b ÷ c in integer cents, rounded once (half away from zero). */
function prorate(a: number, b: number, c: number): number {
  return Number(divideRounded(BigInt(a) * BigInt(b), BigInt(c)));
}

/** The contract's fine for a long stay: the value of EARLY_DEPARTURE_FINE_NIGHTS nights of it. */
export function earlyDepartureFineCents(valueCents: number, contractNights: number): number {
  return prorate(valueCents, EARLY_DEPARTURE_FINE_NIGHTS, contractNights);
}

/**
 * What leaving on `date` costs and returns.
 * - Short stays (up to 29 nights, priced per night): the nights after the new date are not owed; with
 *   less than EARLY_DEPARTURE_SHORT_NOTICE_DAYS days' notice, the value of one night is kept as a fee.
 * - Long stays: the nights after the new date are not owed (prorated per night), and the contract's
 *   fine — the value of 30 nights of the stay — is due reduced in proportion to the time left
 *   (fine × nights released ÷ contract nights, art. 4º of Lei 8.245/1991); no fine when the employer's
 *   transfer letter was sent at least 30 days before the new date (art. 4º, parágrafo único).
 * The stay's new value is the nights kept plus the fee; what was paid beyond it is given back.
 */
export function earlyDepartureQuote(input: EarlyDepartureInput): EarlyDepartureQuote {
  assertEarlyDepartureDate(input);
  const { valueCents, paidCents } = input;
  if (
    !Number.isSafeInteger(valueCents) ||
    valueCents < 0 ||
    !Number.isSafeInteger(paidCents) ||
    paidCents < 0
  )
    throw new DomainError('INVALID_AMOUNT', 'Valor inválido.');
  const contractNights = nightsBetween(input.startDate, input.endDate);
  const nightsKept = nightsBetween(input.startDate, input.date);
  const nightsReleased = contractNights - nightsKept;
  const keptValueCents = prorate(valueCents, nightsKept, contractNights);
  const releasedValueCents = valueCents - keptValueCents;
  const noticeDays = toDayNumber(input.date) - toDayNumber(input.today);

  let ruleKind: EarlyDepartureRule;
  let contractFineCents = 0;
  let feeCents = 0;
  if (periodForNights(contractNights) === 'SHORT_PERIOD') {
    if (noticeDays >= EARLY_DEPARTURE_SHORT_NOTICE_DAYS) ruleKind = 'SHORT_WITH_NOTICE';
    else {
      ruleKind = 'SHORT_SHORT_NOTICE';
      const fee = prorate(valueCents, EARLY_DEPARTURE_SHORT_FEE_NIGHTS, contractNights);
      feeCents = Math.min(fee, releasedValueCents);
    }
  } else {
    contractFineCents = earlyDepartureFineCents(valueCents, contractNights);
    const letter = input.transferLetterDate;
    const transferNotice = letter ? toDayNumber(input.date) - toDayNumber(letter) : -1;
    if (letter && transferNotice >= EARLY_DEPARTURE_TRANSFER_NOTICE_DAYS) ruleKind = 'LONG_TRANSFER';
    else {
      ruleKind = 'LONG_FINE';
      // fine × released ÷ nights, i.e. value × 30 × released ÷ nights²; added to the nights kept and
      // rounded once, so that leaving a night earlier never makes the stay cost more.
      const newValue = prorate(
        valueCents,
        nightsKept * contractNights + EARLY_DEPARTURE_FINE_NIGHTS * nightsReleased,
        contractNights * contractNights,
      );
      // Rounding twice can put a cent or two on tiny amounts: the fee never passes the contract's fine nor
      // the nights given up (each bound constant in the date, so leaving earlier still never costs more).
      feeCents = Math.min(newValue - keptValueCents, contractFineCents, releasedValueCents);
    }
  }
  const newValueCents = keptValueCents + feeCents;
  return {
    date: input.date,
    nightsKept,
    nightsReleased,
    keptValueCents,
    releasedValueCents,
    contractFineCents,
    feeCents,
    newValueCents,
    refundCents: Math.max(0, paidCents - newValueCents),
    stillOwedCents: Math.max(0, newValueCents - paidCents),
    ruleKind,
    rule: ruleSentence(ruleKind, { nightsReleased, contractNights, contractFineCents, feeCents }),
  };
}

function ruleSentence(
  kind: EarlyDepartureRule,
  facts: { nightsReleased: number; contractNights: number; contractFineCents: number; feeCents: number },
): string {
  const released = pluralize(facts.nightsReleased, 'noite não usada', 'noites não usadas');
  switch (kind) {
    case 'SHORT_WITH_NOTICE':
      return (
        `Saída antecipada avisada com ${EARLY_DEPARTURE_SHORT_NOTICE_DAYS} dias ou mais de antecedência: ` +
        `${released} ${facts.nightsReleased === 1 ? 'é devolvida' : 'são devolvidas'} integralmente, sem taxa.`
      );
    case 'SHORT_SHORT_NOTICE':
      return (
        `Saída antecipada avisada com menos de ${EARLY_DEPARTURE_SHORT_NOTICE_DAYS} dias de antecedência: ` +
        `${released} ${facts.nightsReleased === 1 ? 'é devolvida' : 'são devolvidas'}, menos o valor de ` +
        `${pluralize(EARLY_DEPARTURE_SHORT_FEE_NIGHTS, 'noite')} (${formatMoney(facts.feeCents)}).`
      );
    case 'LONG_FINE':
      return (
        `Devolução antecipada do imóvel (${EARLY_DEPARTURE_LAW}): a multa do contrato, de ` +
        `${formatMoney(facts.contractFineCents)} (${EARLY_DEPARTURE_FINE_NIGHTS} noites), é reduzida na ` +
        `proporção do tempo que falta — ${facts.nightsReleased} de ${facts.contractNights} noites — e fica em ` +
        `${formatMoney(facts.feeCents)}; as noites depois da nova saída não são cobradas.`
      );
    case 'LONG_TRANSFER':
      return (
        'Transferência pelo empregador comunicada por escrito com ao menos ' +
        `${EARLY_DEPARTURE_TRANSFER_NOTICE_DAYS} dias de antecedência: sem multa (parágrafo único do ` +
        `${EARLY_DEPARTURE_LAW}); as noites depois da nova saída não são cobradas.`
      );
  }
}
