import { addDays } from '@estadia/domain';
import { describe, expect, it } from 'vitest';
import {
  addBankDays,
  bankHolidays,
  boletoClearedBy,
  boletoDueSince,
  isBankDay,
  nextBankDayFrom,
} from './bank-days.ts';

describe('bank days', () => {
  it('FEBRABAN national bank holidays of 2026 are not bank days', () => {
    for (const day of [
      '2026-01-01', // Ano Novo
      '2026-02-16', // Carnaval (segunda)
      '2026-02-17', // Carnaval (terça)
      '2026-04-03', // Sexta-feira Santa
      '2026-04-21', // Tiradentes
      '2026-05-01', // Dia do Trabalhador
      '2026-06-04', // Corpus Christi
      '2026-09-07', // Independência
      '2026-10-12', // Nossa Senhora Aparecida
      '2026-11-02', // Finados
      '2026-11-20', // Consciência Negra
      '2026-12-25', // Natal
    ]) {
      expect(isBankDay(day), day).toBe(false);
    }
    expect([...bankHolidays(2026)]).toContain('2026-11-15');
  });

  it('weekends are not bank days; Ash Wednesday, Christmas Eve and ordinary weekdays are', () => {
    expect(isBankDay('2026-02-14')).toBe(false); // sábado
    expect(isBankDay('2026-02-15')).toBe(false); // domingo
    expect(isBankDay('2026-02-18')).toBe(true); // Quarta-feira de Cinzas: abre ao meio-dia
    expect(isBankDay('2026-12-24')).toBe(true);
    expect(isBankDay('2026-12-31')).toBe(true);
    expect(isBankDay('2026-03-10')).toBe(true);
  });

  it('moves holidays with Easter: Carnival, Good Friday and Corpus Christi of 2027', () => {
    for (const day of ['2027-02-08', '2027-02-09', '2027-03-26', '2027-05-27'])
      expect(isBankDay(day), day).toBe(false);
    expect(isBankDay('2027-02-10')).toBe(true);
  });

  it('adds and subtracts bank days, never counting the day it starts from', () => {
    expect(addBankDays('2026-02-13', 1)).toBe('2026-02-18');
    expect(addBankDays('2026-02-18', -1)).toBe('2026-02-13');
    expect(addBankDays('2026-04-02', 1)).toBe('2026-04-06');
    expect(addBankDays('2026-03-10', 0)).toBe('2026-03-10');
    expect(nextBankDayFrom('2026-02-14')).toBe('2026-02-18');
    expect(nextBankDayFrom('2026-03-10')).toBe('2026-03-10');
    expect(() => addBankDays('2026-03-10', 1.5)).toThrow(RangeError);
  });

  it('a boleto clears within bank days after its due date (or the next bank day when due on a holiday)', () => {
    expect(boletoClearedBy('2026-02-13', 3)).toBe('2026-02-20'); // Carnaval: 18, 19, 20
    expect(boletoClearedBy('2026-02-14', 3)).toBe('2026-02-23'); // pago na quarta de cinzas
    expect(boletoClearedBy('2026-04-02', 3)).toBe('2026-04-08'); // Sexta-feira Santa
    expect(boletoClearedBy('2026-06-03', 3)).toBe('2026-06-09'); // Corpus Christi
    expect(boletoClearedBy('2026-03-10', 3)).toBe('2026-03-13'); // semana comum
  });

  it('the earliest due date still clearing on a day', () => {
    expect(boletoDueSince('2026-02-20', 3)).toBe('2026-02-13');
    expect(boletoDueSince('2026-02-23', 3)).toBe('2026-02-14');
    expect(boletoDueSince('2026-03-13', 3)).toBe('2026-03-10');
    expect(boletoDueSince('2026-03-16', 3)).toBe('2026-03-11'); // segunda: desde quarta
  });

  it('boletoDueSince agrees with boletoClearedBy on every day of two years', () => {
    for (let today = '2026-01-01'; today < '2028-01-01'; today = addDays(today, 1)) {
      const since = boletoDueSince(today, 3);
      for (let offset = -12; offset <= 1; offset += 1) {
        const due = addDays(today, offset);
        expect(due >= since, `${today} ${due}`).toBe(boletoClearedBy(due, 3) >= today);
      }
    }
  });
});
