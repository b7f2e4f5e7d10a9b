import type { EarlyDeparture } from '@estadia/domain';
import { describe, expect, it } from 'vitest';
import { extensionRefusalOf, isPostPaidExtension } from './extension-rules';

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

describe('isPostPaidExtension', () => {
  const lease = { startDate: '2027-01-01', rentGuaranteeType: 'CREDPAGO' as const };
  it('is post-paid once the extended stay passes 90 nights with a guarantee that answers for the rent', () => {
    expect(isPostPaidExtension(lease, '2027-04-01')).toBe(false); // 90 nights: temporada
    expect(isPostPaidExtension(lease, '2027-04-02')).toBe(true); // 91 nights
  });
  it('is never post-paid without such a guarantee', () => {
    expect(isPostPaidExtension({ ...lease, rentGuaranteeType: null }, '2027-08-01')).toBe(false);
  });
});
