import { describe, expect, it } from 'vitest';
import { doorAccessWindow, doorAccessWindowSentence } from './door-access.ts';

describe('doorAccessWindow', () => {
  it('opens at check-in (14:00) and closes at check-out (12:00), Brasília time', () => {
    const window = doorAccessWindow({ startDate: '2027-01-12', endDate: '2027-01-15' });
    expect(window.validFrom.toISOString()).toBe('2027-01-12T17:00:00.000Z');
    expect(window.validUntil.toISOString()).toBe('2027-01-15T15:00:00.000Z');
  });

  it('reads as the customer sees it', () => {
    expect(
      doorAccessWindowSentence({
        validFrom: '2027-01-12T17:00:00.000Z',
        validUntil: '2027-01-15T15:00:00.000Z',
      }),
    ).toBe('Válido de 12/01/2027 às 14:00 até 15/01/2027 às 12:00');
  });
});
