import { pluralize } from '@estadia/domain';

const PERCENT = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** 0.7254 → '72,5%'. */
export function formatPercent(ratio: number): string {
  return PERCENT.format(ratio);
}

/** '123 noites vendidas de 456 disponíveis'. */
export function nightsSoldText(sold: number, available: number): string {
  return `${pluralize(sold, 'noite vendida', 'noites vendidas')} de ${pluralize(available, 'disponível', 'disponíveis')}`;
}
