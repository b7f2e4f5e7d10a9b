import type { EarlyDeparture } from '@estadia/domain';
import { describe, expect, it } from 'vitest';
import { differenceTerm, extensionRefusalOf } from './extension-rules';

const departure: EarlyDeparture = {
  date: '2026-12-05',
  previousEndDate: '2026-12-10',
  reason: 'Mudança de cidade',
  nightsReleased: 5,
  feeCents: 0,
  refundCents: 50_000,
  rule: 'Saída antecipada avisada com 7 dias ou mais de antecedência.',
  transferLetter: null,
  transferLetterReview: null,
  requestedAt: '2026-11-27T12:00:00.000Z',
};

describe('extensionRefusalOf', () => {
  it('offers the extension to a paid stay until the day before its check-out', () => {
    expect(extensionRefusalOf({ status: 'RENTED', endDate: '2026-12-10' }, '2026-12-09')).toBeNull();
    expect(extensionRefusalOf({ status: 'RENTED', endDate: '2026-12-10' }, '2026-12-10')).toMatch(
      /dia da saída/,
    );
    expect(
      extensionRefusalOf({ status: 'WAITING_FOR_PAYMENT', endDate: '2026-12-10' }, '2026-12-01'),
    ).toMatch(/estadia paga/);
    expect(extensionRefusalOf({ status: 'FINISHED', endDate: '2026-12-10' }, '2026-12-01')).not.toBeNull();
  });

  it('refuses a stay already shortened by an early departure, saying why', () => {
    expect(
      extensionRefusalOf(
        { status: 'RENTED', endDate: '2026-12-05', earlyDeparture: departure },
        '2026-12-01',
      ),
    ).toMatch(/saída antecipada/);
  });
});

describe('differenceTerm', () => {
  it('names the difference by when it is paid', () => {
    expect(differenceTerm('AT_ONCE')).toBe('Diferença a pagar');
    expect(differenceTerm(undefined)).toBe('Diferença a pagar');
    expect(differenceTerm('POST_PAID')).toBe('Diferença, cobrada depois de vivida');
    expect(differenceTerm('MONTH_AHEAD')).toBe('Diferença, cobrada mês a mês');
  });
});
