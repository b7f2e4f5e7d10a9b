import { describe, expect, it } from 'vitest';
import { PERIOD_KIND_LABELS, PERIOD_LENGTH_LABELS, toPeriodKind, toPeriodLength } from './period-kinds.ts';

describe('period kinds', () => {
  it("label short and long as 'Período curto' and 'Período longo'", () => {
    expect(PERIOD_LENGTH_LABELS).toEqual({ SHORT: 'Período curto', LONG: 'Período longo' });
    expect(PERIOD_KIND_LABELS).toEqual({ SHORT_PERIOD: 'Período curto', LONG_PERIOD: 'Período longo' });
  });

  it('convert between the two spellings', () => {
    expect(toPeriodLength('SHORT_PERIOD')).toBe('SHORT');
    expect(toPeriodLength('LONG_PERIOD')).toBe('LONG');
    expect(toPeriodKind('SHORT')).toBe('SHORT_PERIOD');
    expect(toPeriodKind('LONG')).toBe('LONG_PERIOD');
  });
});
