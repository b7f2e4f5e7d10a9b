export const PERIOD_KINDS = ['SHORT_PERIOD', 'LONG_PERIOD'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export const PERIOD_LENGTHS = ['SHORT', 'LONG'] as const;
export type PeriodLength = (typeof PERIOD_LENGTHS)[number];

export const PERIOD_LENGTH_LABELS: Record<PeriodLength, string> = {
  SHORT: 'Período curto',
  LONG: 'Período longo',
};

export const PERIOD_KIND_LABELS: Record<PeriodKind, string> = {
  SHORT_PERIOD: PERIOD_LENGTH_LABELS.SHORT,
  LONG_PERIOD: PERIOD_LENGTH_LABELS.LONG,
};

export function toPeriodLength(kind: PeriodKind): PeriodLength {
  return kind === 'SHORT_PERIOD' ? 'SHORT' : 'LONG';
}

export function toPeriodKind(length: PeriodLength): PeriodKind {
  return length === 'SHORT' ? 'SHORT_PERIOD' : 'LONG_PERIOD';
}
