import type { IsoDate } from '@estadia/domain';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';

// Days and months named in Portuguese by date-fns' pt-BR locale rather than Intl.DateTimeFormat: a
// browser's first Intl date formatter loads the locale's data, 30–60 ms of the main thread on a fast
// computer and four times that on a mid-range phone (the unit page's calendar is hydrated with these).

function localDate(day: IsoDate): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year as number, (month as number) - 1, date);
}

/** '2026-06-12' → 'sexta-feira, 12 de junho de 2026'. */
export function longDate(day: IsoDate): string {
  return format(localDate(day), "EEEE, d 'de' MMMM 'de' yyyy", { locale: ptBR });
}

/** '2026-06-01' → 'junho de 2026'. */
export function monthName(day: IsoDate): string {
  return format(localDate(day), "MMMM 'de' yyyy", { locale: ptBR });
}
