// The rules of an inspection ('vistoria') that the customer's screen and the API share.

export const INSPECTION_KINDS = ['MOVE_IN', 'MOVE_OUT'] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];

export const INSPECTION_KIND_LABELS: Record<InspectionKind, string> = {
  MOVE_IN: 'Vistoria de entrada',
  MOVE_OUT: 'Vistoria de saída',
};

export const ITEM_CONDITIONS = ['NEW', 'GOOD', 'WORN', 'DAMAGED'] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];

export const ITEM_CONDITION_LABELS: Record<ItemCondition, string> = {
  NEW: 'Novo',
  GOOD: 'Bom estado',
  WORN: 'Desgastado',
  DAMAGED: 'Danificado',
};

/** Days the customer has to agree with or contest an inspection (as QuintoAndar's move-in inspection). */
export const INSPECTION_CONTEST_DAYS = 5;

/** The instant the customer can no longer answer: 5 × 24 hours after the inspection was recorded. */
export function contestDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + INSPECTION_CONTEST_DAYS * 24 * 60 * 60 * 1000);
}

export function canStillAnswer(createdAt: Date, now: Date): boolean {
  return now.getTime() <= contestDeadline(createdAt).getTime();
}

export interface ComparableItem {
  room: string;
  item: string;
  condition: ItemCondition;
}

/** Worse is a higher rank. */
const RANK: Record<ItemCondition, number> = { NEW: 0, GOOD: 1, WORN: 2, DAMAGED: 3 };

export type ItemDifference =
  | { kind: 'WORSE'; before: ItemCondition; after: ItemCondition }
  | { kind: 'BETTER'; before: ItemCondition; after: ItemCondition }
  | { kind: 'MISSING' }
  | { kind: 'ADDED' };

function keyOf(item: Pick<ComparableItem, 'room' | 'item'>): string {
  return `${item.room.trim().toLocaleLowerCase('pt-BR')}\u0000${item.item.trim().toLocaleLowerCase('pt-BR')}`;
}

/**
 * How the move-out found each item compared with the move-in: by index of the move-out's items
 * (WORSE, BETTER or ADDED when it was not in the move-in; unchanged items are left out), plus the
 * move-in items the move-out does not list (MISSING, by the move-in's index).
 */
export function compareInspections(
  moveIn: readonly ComparableItem[],
  moveOut: readonly ComparableItem[],
): { moveOut: Map<number, ItemDifference>; missing: number[] } {
  const before = new Map<string, ComparableItem>();
  for (const item of moveIn) if (!before.has(keyOf(item))) before.set(keyOf(item), item);
  const seen = new Set<string>();
  const differences = new Map<number, ItemDifference>();
  moveOut.forEach((item, index) => {
    const key = keyOf(item);
    seen.add(key);
    const previous = before.get(key);
    if (!previous) differences.set(index, { kind: 'ADDED' });
    else if (RANK[item.condition] > RANK[previous.condition])
      differences.set(index, { kind: 'WORSE', before: previous.condition, after: item.condition });
    else if (RANK[item.condition] < RANK[previous.condition])
      differences.set(index, { kind: 'BETTER', before: previous.condition, after: item.condition });
  });
  const missing = moveIn.flatMap((item, index) => (seen.has(keyOf(item)) ? [] : [index]));
  return { moveOut: differences, missing };
}
