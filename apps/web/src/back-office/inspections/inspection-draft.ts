import {
  type CreateInspectionRequest,
  compareInspections,
  furnitureLabel,
  type Inspection,
  type InspectionKind,
  type ItemCondition,
  type ItemDifference,
} from '@estadia/domain';

// The staff member's inspection while it is being written on the phone: pure functions, tested alone.

export interface DraftPhoto {
  fileName: string;
  /** A local preview (object URL) while the page is open. */
  previewUrl: string;
}

export interface DraftItem {
  key: string;
  room: string;
  item: string;
  condition: ItemCondition | '';
  notes: string;
  photos: DraftPhoto[];
}

let counter = 0;
const nextKey = () => {
  counter += 1;
  return `item-${counter}`;
};

/**
 * Where an inspection starts: a move-out starts from the move-in's items (same rooms and names, so the
 * differences line up), a move-in from the modality's furniture. Conditions start blank: each must be
 * looked at.
 */
export function startingItems(
  kind: InspectionKind,
  furniture: readonly { room: string; item: string; quantity: number }[],
  moveIn: Pick<Inspection, 'items'> | undefined,
): DraftItem[] {
  const source =
    kind === 'MOVE_OUT' && moveIn
      ? moveIn.items.map((item) => ({ room: item.room, item: item.item }))
      : furniture.map((entry) => ({ room: entry.room, item: furnitureLabel(entry) }));
  return source.map((entry) => ({ key: nextKey(), ...entry, condition: '', notes: '', photos: [] }));
}

export function emptyItem(room: string): DraftItem {
  return { key: nextKey(), room, item: '', condition: '', notes: '', photos: [] };
}

/** Rooms in the order they first appear, each with its items. */
export function groupByRoom(items: readonly DraftItem[]): [string, DraftItem[]][] {
  const rooms = new Map<string, DraftItem[]>();
  for (const item of items) {
    const list = rooms.get(item.room) ?? [];
    if (list.length === 0) rooms.set(item.room, list);
    list.push(item);
  }
  return [...rooms];
}

export type DraftErrors = Record<string, string>;

/** Per item key: what is missing before the inspection can be recorded. */
export function validateDraft(items: readonly DraftItem[]): DraftErrors {
  const errors: DraftErrors = {};
  for (const item of items) {
    if (!item.room.trim() || !item.item.trim()) errors[item.key] = 'Informe o cômodo e o nome do item';
    else if (!item.condition) errors[item.key] = 'Escolha o estado do item';
  }
  return errors;
}

export function toRequest(kind: InspectionKind, items: readonly DraftItem[]): CreateInspectionRequest {
  return {
    kind,
    items: items.map((item) => ({
      room: item.room.trim(),
      item: item.item.trim(),
      condition: item.condition as ItemCondition,
      ...(item.notes.trim() ? { notes: item.notes.trim() } : {}),
      photos: item.photos.map((photo) => photo.fileName),
    })),
  };
}

/** For a move-out: how each item compares with the move-in (by key), once its condition is chosen. */
export function differencesFromMoveIn(
  items: readonly DraftItem[],
  moveIn: Pick<Inspection, 'items'> | undefined,
): Map<string, ItemDifference> {
  const result = new Map<string, ItemDifference>();
  if (!moveIn) return result;
  const chosen = items.filter((item) => item.condition);
  const { moveOut } = compareInspections(
    moveIn.items,
    chosen.map((item) => ({ room: item.room, item: item.item, condition: item.condition as ItemCondition })),
  );
  for (const [index, difference] of moveOut) result.set(chosen[index]!.key, difference);
  return result;
}
