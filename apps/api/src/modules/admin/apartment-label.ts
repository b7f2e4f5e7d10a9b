/** How the back-office names an apartment: 'Bloco A · apto 101'. */
export function apartmentLabel(apartment: { block: string; number: string }): string {
  return `Bloco ${apartment.block} · apto ${apartment.number}`;
}
