// The furniture a furnished apartment is handed over with, per modality: listed in the contract (Lei
// 8.245/1991, art. 48, parágrafo único: a furnished temporada rental describes its furniture and their
// condition) and the starting point of every inspection. These are the standard lists the catalogue is
// seeded with, by number of bedrooms (0 = studio); a modality's own list lives in the database.

export interface FurnitureItem {
  room: string;
  item: string;
  quantity: number;
}

const f = (room: string, item: string, quantity = 1): FurnitureItem => ({ room, item, quantity });

function kitchenAndLiving(bedrooms: number): FurnitureItem[] {
  const living = bedrooms === 0 ? 'Ambiente integrado' : 'Sala';
  const kitchen = bedrooms === 0 ? 'Ambiente integrado' : 'Cozinha';
  return [
    f(living, bedrooms === 0 ? 'Sofá-cama' : 'Sofá'),
    f(living, 'Smart TV'),
    f(living, 'Mesa de jantar'),
    f(living, 'Cadeira', bedrooms >= 2 ? 4 : 2),
    f(living, 'Cortina ou persiana'),
    f(kitchen, 'Geladeira'),
    f(kitchen, 'Cooktop'),
    f(kitchen, 'Micro-ondas'),
    f(kitchen, 'Jogo de panelas'),
    f(kitchen, 'Louças e talheres (jogo)'),
  ];
}

function bedroom(name: string, beds: 'double' | 'single'): FurnitureItem[] {
  return [
    beds === 'double' ? f(name, 'Cama de casal com colchão') : f(name, 'Cama de solteiro com colchão', 2),
    f(name, 'Guarda-roupa'),
    f(name, 'Criado-mudo', beds === 'double' ? 2 : 1),
    f(name, 'Ar-condicionado'),
  ];
}

export function standardFurniture(bedrooms: number): FurnitureItem[] {
  const rooms: FurnitureItem[] = kitchenAndLiving(bedrooms);
  if (bedrooms === 0) rooms.push(...bedroom('Ambiente integrado', 'double'));
  for (let index = 1; index <= bedrooms; index += 1)
    rooms.push(...bedroom(bedrooms === 1 ? 'Quarto' : `Quarto ${index}`, index === 1 ? 'double' : 'single'));
  rooms.push(
    f('Banheiro', 'Box de vidro'),
    f('Banheiro', 'Espelho'),
    f('Banheiro', 'Chuveiro'),
    f('Área de serviço', 'Máquina de lavar roupa'),
    f('Área de serviço', 'Varal'),
  );
  return rooms;
}

/** 'Cadeira (2)' — the quantity only when more than one. */
export function furnitureLabel(item: Pick<FurnitureItem, 'item' | 'quantity'>): string {
  return item.quantity > 1 ? `${item.item} (${item.quantity})` : item.item;
}
