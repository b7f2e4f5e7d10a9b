import { describe, expect, it } from 'vitest';
import {
  formatBrDateTimeAt,
  formatCountdown,
  formatTimeLeft,
  pixExpiryAnnouncement,
  secondsLeft,
} from './countdown';

describe('countdowns', () => {
  it('counts whole seconds to a deadline, never below zero', () => {
    const now = Date.parse('2026-03-14T12:00:00Z');
    expect(secondsLeft('2026-03-14T12:30:00Z', now)).toBe(1800);
    expect(secondsLeft('2026-03-14T12:00:00.400Z', now)).toBe(1);
    expect(secondsLeft('2026-03-14T11:59:00Z', now)).toBe(0);
    expect(secondsLeft('não é uma data', now)).toBe(0);
  });

  it('shows a Pix code’s time left as mm:ss, with hours only when there are any', () => {
    expect(formatCountdown(1799)).toBe('29:59');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(3600 + 4 * 60 + 59)).toBe('1:04:59');
  });

  it('words a hold’s time left in hours and minutes', () => {
    const minute = 60_000;
    expect(formatTimeLeft(47 * 60 * minute + 12 * minute + 30_000)).toBe('Faltam 47 h 12 min');
    expect(formatTimeLeft(2 * 60 * minute)).toBe('Faltam 2 h');
    expect(formatTimeLeft(12 * minute)).toBe('Faltam 12 min');
    expect(formatTimeLeft(minute + 5000)).toBe('Falta 1 min');
    expect(formatTimeLeft(20_000)).toBe('Falta menos de 1 min');
    expect(formatTimeLeft(0)).toBeNull();
    expect(formatTimeLeft(-1)).toBeNull();
  });

  it('tells a screen reader about a Pix code at a few moments, not every second', () => {
    const said = new Set<string>();
    for (let seconds = 1800; seconds >= 0; seconds -= 1) said.add(pixExpiryAnnouncement(seconds));
    expect([...said]).toEqual([
      'O código Pix expira em 30 minutos.',
      'O código Pix expira em 25 minutos.',
      'O código Pix expira em 20 minutos.',
      'O código Pix expira em 15 minutos.',
      'O código Pix expira em 10 minutos.',
      'O código Pix expira em 5 minutos.',
      'O código Pix expira em 4 minutos.',
      'O código Pix expira em 3 minutos.',
      'O código Pix expira em 2 minutos.',
      'O código Pix expira em menos de 1 minuto.',
      'O código Pix expira em menos de 30 segundos.',
      'O código Pix expirou. Gere um novo código para pagar.',
    ]);
  });

  it('writes an instant in Brasília time as dd/MM/yyyy às HH:mm', () => {
    expect(formatBrDateTimeAt('2026-03-14T13:05:00Z')).toBe('14/03/2026 às 10:05');
    expect(formatBrDateTimeAt('2026-03-15T02:30:00Z')).toBe('14/03/2026 às 23:30');
    expect(formatBrDateTimeAt(new Date('2026-01-01T03:00:00Z'))).toBe('01/01/2026 às 00:00');
    expect(formatBrDateTimeAt(null)).toBe('-');
    expect(formatBrDateTimeAt('ontem')).toBe('-');
  });
});
