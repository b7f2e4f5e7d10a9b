import { addDays, type IsoDate } from '@estadia/domain';
import Holidays from 'date-holidays';

/**
 * Bank days in Brazil: the days a boleto can be paid and cleared. Saturdays, Sundays and the national
 * bank holidays are not (FEBRABAN's calendar, CMN Resolution 4.880/2020): the national public holidays
 * (Ano Novo, Tiradentes, Dia do Trabalhador, Independência, Nossa Senhora Aparecida, Finados,
 * Proclamação da República, Consciência Negra, Natal and Sexta-feira Santa) plus Carnival's Monday and
 * Tuesday and Corpus Christi, which the library lists as bank holidays. Ash Wednesday (banks open at
 * noon), Christmas Eve and New Year's Eve are bank days. State and city holidays are not counted: the
 * clearing houses work on the national calendar.
 */

const NOT_BANK_DAY_TYPES = new Set(['public', 'bank']);
const holidays = new Holidays('BR');
const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** The national bank holidays of a year, as 'YYYY-MM-DD'. */
export function bankHolidays(year: number): ReadonlySet<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(
      holidays
        .getHolidays(year)
        .filter((holiday) => NOT_BANK_DAY_TYPES.has(holiday.type))
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    holidaysByYear.set(year, days);
  }
  return days;
}

/** Whether banks clear on this day: a weekday that is not a national bank holiday. */
export function isBankDay(day: IsoDate): boolean {
  const weekday = new Date(`${day}T12:00:00.000Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !bankHolidays(Number(day.slice(0, 4))).has(day);
}

/** The day itself when it is a bank day, else the next one (a boleto due on a holiday is paid then). */
export function nextBankDayFrom(day: IsoDate): IsoDate {
  let current = day;
  while (!isBankDay(current)) current = addDays(current, 1);
  return current;
}

/** The `count`-th bank day after `day` (before it when negative); `day` itself is never counted. */
export function addBankDays(day: IsoDate, count: number): IsoDate {
  if (!Number.isInteger(count)) throw new RangeError('Quantidade de dias úteis inválida.');
  const step = count < 0 ? -1 : 1;
  let current = day;
  for (let left = Math.abs(count); left > 0; ) {
    current = addDays(current, step);
    if (isBankDay(current)) left -= 1;
  }
  return current;
}

/**
 * The last day the money of a boleto due on `dueDate` may be reported to us: a boleto due on a day banks
 * are closed can be paid on the next bank day, and clearing takes up to `clearingDays` bank days after
 * the payment.
 */
export function boletoClearedBy(dueDate: IsoDate, clearingDays: number): IsoDate {
  return addBankDays(nextBankDayFrom(dueDate), clearingDays);
}

/**
 * The earliest due date whose boleto may still clear on `today` or later, i.e. the smallest `due` with
 * boletoClearedBy(due, clearingDays) >= today. A row with `due_date >= ` this day may still be paid.
 */
export function boletoDueSince(today: IsoDate, clearingDays: number): IsoDate {
  let since = today;
  while (boletoClearedBy(addDays(since, -1), clearingDays) >= today) since = addDays(since, -1);
  return since;
}
