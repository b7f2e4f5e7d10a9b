import { describe, expect, it } from 'vitest';
import {
  FEDERATIVE_UNITS,
  isStateInitials,
  STATE_INITIALS,
  stateName,
  stateOptions,
} from './federative-units.ts';

describe('federative units', () => {
  it('lists the 26 states and the Federal District, once each', () => {
    expect(FEDERATIVE_UNITS).toHaveLength(27);
    expect(new Set(STATE_INITIALS).size).toBe(27);
    expect(STATE_INITIALS).toEqual(expect.arrayContaining(['SP', 'RJ', 'MG', 'DF', 'AC', 'TO']));
  });

  it('names each unit', () => {
    expect(stateName('MG')).toBe('Minas Gerais');
    expect(stateName('DF')).toBe('Distrito Federal');
    expect(stateName('SP')).toBe('São Paulo');
  });

  it('uses the code as both label and value in the options', () => {
    expect(stateOptions).toHaveLength(27);
    expect(stateOptions.find((option) => option.value === 'MG')).toEqual({ label: 'MG', value: 'MG' });
  });

  it('recognizes codes', () => {
    expect(isStateInitials('MG')).toBe(true);
    expect(isStateInitials('mg')).toBe(false);
    expect(isStateInitials('XX')).toBe(false);
    expect(isStateInitials(null)).toBe(false);
  });
});
