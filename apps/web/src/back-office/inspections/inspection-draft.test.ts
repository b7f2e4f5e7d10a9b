import { type Inspection, standardFurniture } from '@estadia/domain';
import { describe, expect, it } from 'vitest';
import {
  differencesFromMoveIn,
  groupByRoom,
  startingItems,
  toRequest,
  validateDraft,
} from './inspection-draft';

const MOVE_IN: Inspection = {
  id: '00000000-0000-4000-8000-000000000001',
  rentalId: '00000000-0000-4000-8000-000000000002',
  kind: 'MOVE_IN',
  createdDate: '2026-11-20T12:00:00.000Z',
  items: [
    { room: 'Sala', item: 'Sofá', condition: 'GOOD', photos: [] },
    { room: 'Banheiro', item: 'Espelho', condition: 'NEW', photos: [] },
  ],
  pdfUrl: '/api/admin/inspections/x/pdf',
  contestDeadline: '2026-11-25T12:00:00.000Z',
};

describe('the inspection draft', () => {
  it('starts a move-in from the furniture, with the quantity in the name and no condition chosen', () => {
    const items = startingItems('MOVE_IN', standardFurniture(1), undefined);
    expect(items.map((item) => `${item.room}: ${item.item}`)).toContain('Sala: Cadeira (2)');
    expect(items.every((item) => item.condition === '' && item.photos.length === 0)).toBe(true);
    expect(groupByRoom(items).map(([room]) => room)).toEqual([
      'Sala',
      'Cozinha',
      'Quarto',
      'Banheiro',
      'Área de serviço',
    ]);
  });

  it('starts a move-out from the move-in’s items', () => {
    expect(startingItems('MOVE_OUT', standardFurniture(1), MOVE_IN).map((item) => item.item)).toEqual([
      'Sofá',
      'Espelho',
    ]);
  });

  it('asks a condition for every item and a name for added ones', () => {
    const [sofa, mirror] = startingItems('MOVE_OUT', [], MOVE_IN) as [
      ReturnType<typeof startingItems>[number],
      ReturnType<typeof startingItems>[number],
    ];
    expect(validateDraft([sofa, { ...mirror, item: ' ' }])).toEqual({
      [sofa.key]: 'Escolha o estado do item',
      [mirror.key]: 'Informe o cômodo e o nome do item',
    });
    expect(validateDraft([{ ...sofa, condition: 'GOOD' }])).toEqual({});
  });

  it('highlights what the move-out found worse than the move-in', () => {
    const [sofa, mirror] = startingItems('MOVE_OUT', [], MOVE_IN);
    const items = [
      { ...sofa!, condition: 'GOOD' as const },
      { ...mirror!, condition: 'DAMAGED' as const },
    ];
    expect([...differencesFromMoveIn(items, MOVE_IN)]).toEqual([
      [mirror!.key, { kind: 'WORSE', before: 'NEW', after: 'DAMAGED' }],
    ]);
    expect(
      toRequest('MOVE_OUT', [
        { ...items[1]!, notes: ' Trincado ', photos: [{ fileName: 'a.jpg', previewUrl: '' }] },
      ]),
    ).toEqual({
      kind: 'MOVE_OUT',
      items: [
        { room: 'Banheiro', item: 'Espelho', condition: 'DAMAGED', notes: 'Trincado', photos: ['a.jpg'] },
      ],
    });
  });
});
