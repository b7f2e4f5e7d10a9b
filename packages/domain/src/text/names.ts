const DIACRITICS = /[\u0300-\u036f]/g;

/** 'São José' → 'Sao Jose': NFD, then the combining marks dropped. */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(DIACRITICS, '');
}

const folded = (text: string) => withoutAccents(text).toLowerCase();

/**
 * Alphabetical order of names as a Brazilian reads them ('Águas Claras' before 'Belo Horizonte', 'são
 * paulo' beside 'São Paulo'): accents and case set aside, then the text as written breaks ties. In the
 * browser, String.localeCompare with 'pt-BR' would first load the locale's collation data, 30–70 ms of
 * a phone's main thread while the page is being hydrated.
 */
export function compareNames(a: string, b: string): number {
  const [x, y] = [folded(a), folded(b)];
  if (x !== y) return x < y ? -1 : 1;
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
