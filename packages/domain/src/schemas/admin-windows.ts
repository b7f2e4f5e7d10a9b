import type { z } from 'zod';
import { nightsBetween } from '../dates/interval.ts';
import { isIsoDate } from '../dates/iso-date.ts';

// The back-office (/api/admin/…), the date windows its queries take: what the API answers and accepts, shared
// with the admin web build.

/** A back-office window spans at most about two years, which keeps every answer small. */
export const ADMIN_WINDOW_MAX_DAYS = 731;

/** `to` on or after `from` (both included), when both are given. */
export function refineDateOrder(value: { from?: string; to?: string }, context: z.core.$RefinementCtx) {
  if (isIsoDate(value.from) && isIsoDate(value.to) && nightsBetween(value.from, value.to) < 0) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'A data final deve ser igual ou posterior à inicial',
      input: value.to,
    });
  }
}

/** `from` and `to` at most ADMIN_WINDOW_MAX_DAYS apart, when both are given. */
export function refineWindowLength(value: { from?: string; to?: string }, context: z.core.$RefinementCtx) {
  if (
    isIsoDate(value.from) &&
    isIsoDate(value.to) &&
    nightsBetween(value.from, value.to) > ADMIN_WINDOW_MAX_DAYS
  ) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'Consulte no máximo 2 anos por vez',
      input: value.to,
    });
  }
}

/** Like refineDateOrder, and at most ADMIN_WINDOW_MAX_DAYS apart. */
export function refineInclusiveWindow(value: { from?: string; to?: string }, context: z.core.$RefinementCtx) {
  refineDateOrder(value, context);
  refineWindowLength(value, context);
}
