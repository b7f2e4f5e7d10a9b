import type { CalendarStay } from '@estadia/domain';
import { describe, expect, it } from 'vitest';
import {
  cellLabel,
  monthSpans,
  nightColumns,
  occupancy,
  statusesByTone,
  stayBars,
  stayDescription,
  stayTone,
} from './timeline';

const rental = (start: string, end: string, extra: Partial<CalendarStay> = {}): CalendarStay => ({
  kind: 'RENTAL',
  id: `r-${start}`,
  start,
  end,
  status: 'RENTED',
  customerName: 'Maria Silva',
  ...extra,
});
const block = (start: string, end: string, reason = 'Manutenção'): CalendarStay => ({
  kind: 'BLOCK',
  id: `b-${start}`,
  start,
  end,
  reason,
});

describe('nightColumns', () => {
  it('gives one column per night with its day, weekday initial, weekend, today and past marks', () => {
    const columns = nightColumns('2026-11-27', 4, '2026-11-28');
    expect(columns.map((c) => c.date)).toEqual(['2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30']);
    expect(columns.map((c) => c.day)).toEqual([27, 28, 29, 30]);
    // 27/11/2026 is a Friday.
    expect(columns.map((c) => c.weekdayInitial)).toEqual(['S', 'S', 'D', 'S']);
    expect(columns.map((c) => c.isWeekend)).toEqual([false, true, true, false]);
    expect(columns.map((c) => c.isToday)).toEqual([false, true, false, false]);
    expect(columns.map((c) => c.isPast)).toEqual([true, false, false, false]);
    expect(columns[0]?.label).toBe('sexta-feira, 27 de novembro de 2026');
  });

  it('labels the months the window crosses over their columns', () => {
    const columns = nightColumns('2026-11-29', 35, '2026-11-29');
    expect(monthSpans(columns)).toEqual([
      { label: 'Novembro de 2026', start: 0, span: 2 },
      { label: 'Dezembro de 2026', start: 2, span: 31 },
      { label: 'Janeiro de 2027', start: 33, span: 2 },
    ]);
  });
});

describe('stayBars', () => {
  it('covers the nights of [start, end): the check-out day stays free', () => {
    const bars = stayBars([rental('2026-12-02', '2026-12-05')], '2026-12-01', 10);
    expect(bars).toEqual([
      expect.objectContaining({ start: 1, span: 3, continuesBefore: false, continuesAfter: false }),
    ]);
    const nights = occupancy(bars, 10);
    expect(nights.map((bar) => (bar ? 'x' : '.')).join('')).toBe('.xxx......');
  });

  it('cuts stays at the edges of the window and leaves out those outside it', () => {
    const bars = stayBars(
      [
        rental('2026-11-20', '2026-12-03'),
        block('2026-12-08', '2026-12-20'),
        rental('2026-11-01', '2026-12-01'),
        rental('2026-12-11', '2026-12-15'),
      ],
      '2026-12-01',
      10,
    );
    expect(
      bars.map(({ start, span, continuesBefore, continuesAfter }) => [
        start,
        span,
        continuesBefore,
        continuesAfter,
      ]),
    ).toEqual([
      [0, 2, true, false],
      [7, 3, false, true],
    ]);
  });
});

describe('tones and words', () => {
  it('colours a rental by its status badge and a block apart', () => {
    expect(stayTone(rental('2026-12-01', '2026-12-02', { status: 'WAITING_APPROVAL' }))).toBe('warning');
    expect(stayTone(rental('2026-12-01', '2026-12-02', { status: 'DEFAULTER' }))).toBe('error');
    expect(stayTone(rental('2026-12-01', '2026-12-02'))).toBe('success');
    expect(stayTone(block('2026-12-01', '2026-12-02'))).toBe('block');
  });

  it('lists the statuses of each colour, without those that hold no nights', () => {
    const groups = statusesByTone();
    const all = groups.flatMap((group) => group.labels);
    expect(all).toContain('Aprovação pendente');
    expect(all).toContain('Inadimplente');
    expect(all).not.toContain('Reserva não finalizada');
    expect(all).not.toContain('Pré-locação cancelada');
    expect(groups.find((group) => group.tone === 'success')?.labels).toEqual([
      'Pagamento aprovado',
      'Locação encerrada',
    ]);
  });

  it('describes a cell for screen readers', () => {
    const [column] = nightColumns('2026-11-24', 1, '2026-11-24');
    const apartment = 'Bloco A · 1º andar · Apto 101';
    expect(cellLabel(apartment, column!, null)).toBe('Bloco A · 1º andar · Apto 101 — 24/11/2026, livre');
    const [rentalBar] = stayBars([rental('2026-11-24', '2026-11-26')], '2026-11-24', 1);
    expect(cellLabel(apartment, column!, rentalBar!)).toBe(
      'Bloco A · 1º andar · Apto 101 — 24/11/2026, ocupado: Maria Silva · Pagamento aprovado',
    );
    const [blockBar] = stayBars([block('2026-11-24', '2026-11-26', 'Pintura')], '2026-11-24', 1);
    expect(cellLabel(apartment, column!, blockBar!)).toBe(
      'Bloco A · 1º andar · Apto 101 — 24/11/2026, bloqueado: Pintura',
    );
    expect(stayDescription(block('2026-11-24', '2026-11-26', ''))).toBe('Bloqueio');
  });
});
