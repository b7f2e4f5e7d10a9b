import { describe, expect, it } from 'vitest';
import { closestFreeApartment, groupApartments } from './apartment-groups';

const apartment = (id: string, block: string, floor: number, number: string) => ({
  id,
  block,
  floor,
  number,
});
const free = [
  apartment('b-10', 'B', 10, '1001'),
  apartment('a-2b', 'A', 2, '202'),
  apartment('a-2a', 'A', 2, '201'),
  apartment('b-2', 'B', 2, '201'),
  apartment('a-1', 'A', 1, '101'),
];

describe('apartment groups', () => {
  it('groups by block and floor in reading order', () => {
    expect(
      groupApartments(free).map((block) => [
        block.block,
        block.floors.map((floor) => [floor.floor, floor.apartments.map((a) => a.number)]),
      ]),
    ).toEqual([
      [
        'A',
        [
          [1, ['101']],
          [2, ['201', '202']],
        ],
      ],
      [
        'B',
        [
          [2, ['201']],
          [10, ['1001']],
        ],
      ],
    ]);
  });

  it('keeps the wanted apartment, or the closest free one', () => {
    expect(closestFreeApartment(free, null)?.id).toBe('a-1');
    expect(closestFreeApartment(free, { id: 'b-2', block: 'B', floor: 2 })?.id).toBe('b-2');
    expect(closestFreeApartment(free, { id: 'x', block: 'A', floor: 2 })?.id).toBe('a-2a');
    expect(closestFreeApartment(free, { id: 'x', block: 'B', floor: 5 })?.id).toBe('b-2');
    expect(closestFreeApartment(free, { id: 'x', block: 'C', floor: 5 })?.id).toBe('a-1');
    expect(closestFreeApartment([], null)).toBeNull();
  });
});
