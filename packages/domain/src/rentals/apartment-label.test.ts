import { describe, expect, it } from 'vitest';
import { apartmentLabel, floorLabel } from './apartment-label.ts';

describe('apartmentLabel', () => {
  it('names the block, the floor and the number', () => {
    expect(apartmentLabel({ block: 'A', floor: 2, number: '203' })).toBe('Bloco A · 2º andar · Apto 203');
  });

  it('names the ground floor and the basements', () => {
    expect(floorLabel(0)).toBe('Térreo');
    expect(floorLabel(-1)).toBe('Subsolo 1');
  });
});
