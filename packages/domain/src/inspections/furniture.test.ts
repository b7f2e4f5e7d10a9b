import { describe, expect, it } from 'vitest';
import { furnitureLabel, standardFurniture } from './furniture.ts';

describe('standardFurniture', () => {
  it('furnishes a studio in one room, and each bedroom of a larger modality on its own', () => {
    const studio = standardFurniture(0);
    expect(new Set(studio.map((entry) => entry.room))).toEqual(
      new Set(['Ambiente integrado', 'Banheiro', 'Área de serviço']),
    );
    expect(studio).toContainEqual({ room: 'Ambiente integrado', item: 'Sofá-cama', quantity: 1 });
    const two = standardFurniture(2);
    expect(two).toContainEqual({ room: 'Quarto 1', item: 'Cama de casal com colchão', quantity: 1 });
    expect(two).toContainEqual({ room: 'Quarto 2', item: 'Cama de solteiro com colchão', quantity: 2 });
    expect(two).toContainEqual({ room: 'Sala', item: 'Cadeira', quantity: 4 });
  });

  it('names the quantity only when there is more than one', () => {
    expect(furnitureLabel({ item: 'Cadeira', quantity: 2 })).toBe('Cadeira (2)');
    expect(furnitureLabel({ item: 'Sofá', quantity: 1 })).toBe('Sofá');
  });
});
