import { HOUSEKEEPING_STATE_LABELS, type HousekeepingState } from '@estadia/domain';
import type { BadgeTone } from '../ui/badge';

// How each housekeeping state shows on the board, the calendar and the dashboard.

export const HOUSEKEEPING_TONES: Record<HousekeepingState, BadgeTone> = {
  CLEAN: 'success',
  INSPECTED: 'info',
  DIRTY: 'warning',
  OUT_OF_ORDER: 'error',
};

export function housekeepingLabel(state: HousekeepingState): string {
  return HOUSEKEEPING_STATE_LABELS[state];
}

/** What staff may turn an apartment into from its state, in the order of the usual cycle. */
export function nextStates(state: HousekeepingState): HousekeepingState[] {
  const order: HousekeepingState[] = ['CLEAN', 'INSPECTED', 'DIRTY', 'OUT_OF_ORDER'];
  return order.filter((candidate) => candidate !== state);
}

export const ACTION_LABELS: Record<HousekeepingState, string> = {
  CLEAN: 'Marcar como limpo',
  INSPECTED: 'Marcar como inspecionado',
  DIRTY: 'Marcar como sujo',
  OUT_OF_ORDER: 'Pôr fora de serviço',
};
