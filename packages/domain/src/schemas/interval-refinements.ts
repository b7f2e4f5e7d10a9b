import type { z } from 'zod';
import { nightsBetween } from '../dates/interval.ts';
import { isIsoDate } from '../dates/iso-date.ts';

export const INTERVAL_END_MESSAGE = 'A data de saída deve ser pelo menos 1 dia depois da data de entrada';

/** Adds an issue on `endKey` when both dates are valid and the end is not after the start. */
export function refineInterval<K extends string>(startKey: K, endKey: K, message = INTERVAL_END_MESSAGE) {
  return (value: Partial<Record<K, string | null | undefined>>, context: z.core.$RefinementCtx) => {
    const start = value[startKey];
    const end = value[endKey];
    if (isIsoDate(start) && isIsoDate(end) && nightsBetween(start, end) < 1) {
      context.addIssue({ code: 'custom', path: [endKey], message, input: end });
    }
  };
}
