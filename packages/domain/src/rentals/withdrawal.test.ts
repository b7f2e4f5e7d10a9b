import { describe, expect, it } from 'vitest';
import { type CancellationFacts, cancellationVerdict, checkInInstant } from './withdrawal.ts';

const signedAt = new Date('2026-03-02T15:00:00.000Z');
const rented: CancellationFacts = {
  status: 'RENTED',
  startDate: '2026-03-20',
  signedAt,
  checkedInAt: null,
};
const at = (iso: string) => new Date(iso);

describe('cancellationVerdict', () => {
  it('lets any rental before RENTED be cancelled, without the withdrawal right', () => {
    for (const status of [
      'UNFINISHED',
      'WAITING_APPROVAL',
      'WAITING_FOR_SIGNATURE',
      'WAITING_FOR_PAYMENT',
    ] as const)
      expect(cancellationVerdict({ ...rented, status, signedAt: null }, signedAt)).toEqual({
        cancellable: true,
        withdrawal: false,
      });
  });

  it('lets a RENTED stay be withdrawn from up to 7 days after signing, before check-in', () => {
    expect(cancellationVerdict(rented, at('2026-03-02T15:00:01.000Z'))).toEqual({
      cancellable: true,
      withdrawal: true,
    });
    expect(cancellationVerdict(rented, at('2026-03-09T15:00:00.000Z'))).toEqual({
      cancellable: true,
      withdrawal: true,
    });
  });

  it('refuses once the 7 days are over, saying when they ended', () => {
    const verdict = cancellationVerdict(rented, at('2026-03-09T15:00:00.001Z'));
    expect(verdict).toEqual({
      cancellable: false,
      reason: expect.stringContaining('terminou em 09/03/2026 12:00'),
    });
    expect(verdict.cancellable === false && verdict.reason).toContain('art. 49 do CDC');
  });

  it('refuses from the check-in on, even within the 7 days, and once the guest checked in', () => {
    const soon = { ...rented, startDate: '2026-03-05' };
    expect(checkInInstant('2026-03-05').toISOString()).toBe('2026-03-05T17:00:00.000Z');
    expect(cancellationVerdict(soon, at('2026-03-05T16:59:59.000Z'))).toMatchObject({ cancellable: true });
    expect(cancellationVerdict(soon, at('2026-03-05T17:00:00.000Z'))).toEqual({
      cancellable: false,
      reason: expect.stringContaining('A estadia já começou (check-in em 05/03/2026 14:00)'),
    });
    expect(
      cancellationVerdict(
        { ...soon, checkedInAt: at('2026-03-05T12:00:00.000Z') },
        at('2026-03-05T13:00:00.000Z'),
      ),
    ).toMatchObject({ cancellable: false });
  });

  it('never lets a finished, defaulting or cancelled rental be cancelled through the site', () => {
    for (const status of ['FINISHED', 'DEFAULTER', 'CANCELLED'] as const) {
      const verdict = cancellationVerdict({ ...rented, status }, signedAt);
      expect(verdict.cancellable).toBe(false);
    }
    expect(cancellationVerdict({ ...rented, status: 'CANCELLED' }, signedAt)).toEqual({
      cancellable: false,
      reason: 'Esta locação já está cancelada.',
    });
  });
});
