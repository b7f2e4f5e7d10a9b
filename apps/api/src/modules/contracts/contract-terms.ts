import { type CarSpots, formatMoney, pluralWord, type QuoteLineKind } from '@estadia/domain';
import type { ContractData } from './contract-data.ts';

// Small facts of a contract that several of its parts state.

/** The longest stay the law still treats as "para temporada" (Lei nº 8.245/1991, art. 48). */
export const SEASONAL_MAX_NIGHTS = 90;

export function isSeasonal(data: Pick<ContractData, 'nights'>): boolean {
  return data.nights <= SEASONAL_MAX_NIGHTS;
}

/** Short stays are "locação por temporada"; long ones, residential (the law's word for both). */
export function contractTitle(data: Pick<ContractData, 'period'>): string {
  return data.period === 'SHORT_PERIOD'
    ? 'Contrato de locação por temporada'
    : 'Contrato de locação residencial';
}

export function projectAddress(data: Pick<ContractData, 'project'>): string {
  const { project } = data;
  return `${project.address}, ${project.neighborhood}, ${project.city} - ${project.stateInitials}`;
}

/** '1 vaga de garagem comum e 2 vagas de garagem cobertas', or '' without any. */
export function carSpotsText(spots: CarSpots): string {
  const parts = [
    spots.common > 0
      ? `${spots.common} ${pluralWord(spots.common, 'vaga')} de garagem ${pluralWord(spots.common, 'comum')}`
      : '',
    spots.covered > 0
      ? `${spots.covered} ${pluralWord(spots.covered, 'vaga')} de garagem ${pluralWord(spots.covered, 'coberta')}`
      : '',
  ].filter(Boolean);
  return parts.join(' e ');
}

const LINE_KIND_LABELS: Record<QuoteLineKind, string> = {
  RENT: 'Aluguel',
  COMMON_SPOTS: 'Garagem',
  COVERED_SPOTS: 'Garagem',
  AGREED_VALUE: 'Ajuste',
};

/** Each price line of the rental as it was quoted: 'Aluguel – 5 noites · período curto'. */
export function priceRows(data: Pick<ContractData, 'priceLines'>): { label: string; amount: string }[] {
  return data.priceLines.map((line) => ({
    label: `${LINE_KIND_LABELS[line.kind]} – ${line.label}`,
    amount: formatMoney(line.amountCents),
  }));
}
