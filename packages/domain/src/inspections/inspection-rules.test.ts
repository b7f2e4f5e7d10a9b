import { describe, expect, it } from 'vitest';
import { canStillAnswer, compareInspections, contestDeadline } from './inspection-rules.ts';

describe('the inspection rules', () => {
  it('gives the customer 5 × 24 hours to answer', () => {
    const recorded = new Date('2026-11-26T15:00:00.000Z');
    expect(contestDeadline(recorded).toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(canStillAnswer(recorded, new Date('2026-12-01T15:00:00.000Z'))).toBe(true);
    expect(canStillAnswer(recorded, new Date('2026-12-01T15:00:00.001Z'))).toBe(false);
  });

  it('compares a move-out with the move-in item by item, whatever the case or spacing', () => {
    const moveIn = [
      { room: 'Sala', item: 'Sofá', condition: 'GOOD' as const },
      { room: 'Sala', item: 'Smart TV', condition: 'NEW' as const },
      { room: 'Cozinha', item: 'Micro-ondas', condition: 'WORN' as const },
      { room: 'Banheiro', item: 'Espelho', condition: 'GOOD' as const },
    ];
    const moveOut = [
      { room: 'sala', item: 'sofá ', condition: 'DAMAGED' as const },
      { room: 'Sala', item: 'Smart TV', condition: 'NEW' as const },
      { room: 'Cozinha', item: 'Micro-ondas', condition: 'GOOD' as const },
      { room: 'Quarto', item: 'Abajur', condition: 'GOOD' as const },
    ];
    const { moveOut: differences, missing } = compareInspections(moveIn, moveOut);
    expect([...differences]).toEqual([
      [0, { kind: 'WORSE', before: 'GOOD', after: 'DAMAGED' }],
      [2, { kind: 'BETTER', before: 'WORN', after: 'GOOD' }],
      [3, { kind: 'ADDED' }],
    ]);
    expect(missing).toEqual([3]);
  });
});
