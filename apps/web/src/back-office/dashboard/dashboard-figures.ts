import { type IsoDate, pluralize } from '@estadia/domain';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';

const PERCENT = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** 0.7254 → '72,5%'. */
export function formatPercent(ratio: number): string {
  return PERCENT.format(ratio);
}

function localDate(day: IsoDate): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date);
}

/** '2026-06-01' → 'junho de 2026'. */
export function monthName(day: IsoDate): string {
  return format(localDate(day), "MMMM 'de' yyyy", { locale: ptBR });
}

/** '2026-06-12' → 'sexta-feira, 12 de junho de 2026'. */
export function longDate(day: IsoDate): string {
  return format(localDate(day), "EEEE, d 'de' MMMM 'de' yyyy", { locale: ptBR });
}

/** '123 noites vendidas de 456 disponíveis'. */
export function nightsSoldText(sold: number, available: number): string {
  return `${pluralize(sold, 'noite vendida', 'noites vendidas')} de ${pluralize(available, 'disponível', 'disponíveis')}`;
}
