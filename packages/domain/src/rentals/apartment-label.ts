// How an apartment is named to people: 'Bloco A · 2º andar · Apto 203'.

export function floorLabel(floor: number): string {
  if (floor === 0) return 'Térreo';
  return floor < 0 ? `Subsolo ${-floor}` : `${floor}º andar`;
}

export function apartmentLabel(apartment: { block: string; floor: number; number: string }): string {
  return `Bloco ${apartment.block} · ${floorLabel(apartment.floor)} · Apto ${apartment.number}`;
}
