import { describe, expect, it } from 'vitest';
import { alternativesByBlock } from './unavailable-apartment';

describe('alternative apartments', () => {
  it('are grouped by block and sorted by floor and number', () => {
    const groups = alternativesByBlock([
      { id: '1', block: 'B', floor: 1, number: '102' },
      { id: '2', block: 'A', floor: 10, number: '1001' },
      { id: '3', block: 'A', floor: 2, number: '202' },
      { id: '4', block: 'A', floor: 2, number: '201' },
    ]);
    expect(groups.map((group) => [group.block, group.apartments.map((apartment) => apartment.id)])).toEqual([
      ['A', ['4', '3', '2']],
      ['B', ['1']],
    ]);
  });
});
