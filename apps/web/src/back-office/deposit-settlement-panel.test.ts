import { describe, expect, it } from 'vitest';
import { worseItems } from './deposit-settlement-panel';

const item = (name: string, condition: 'NEW' | 'GOOD' | 'WORN' | 'DAMAGED') => ({
  room: 'Sala',
  item: name,
  condition,
  photos: [],
});

describe('the deductions staff can price', () => {
  it('are the move-out items found worse than at move-in, each with its index and the change', () => {
    const rows = worseItems([
      { kind: 'MOVE_IN', items: [item('Sofá', 'GOOD'), item('Smart TV', 'NEW')] },
      { kind: 'MOVE_OUT', items: [item('Smart TV', 'NEW'), item('Sofá', 'DAMAGED')] },
    ]);
    expect(rows).toEqual([
      {
        key: 'item-1',
        description: 'Sala – Sofá (Bom estado → Danificado)',
        amount: '',
        inspectionItemIndex: 1,
      },
    ]);
  });

  it('are none before the move-out inspection', () => {
    expect(worseItems([{ kind: 'MOVE_IN', items: [item('Sofá', 'GOOD')] }])).toEqual([]);
  });
});
