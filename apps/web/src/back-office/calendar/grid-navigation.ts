// The tape chart's keyboard and selection rules, apart from React. The grid is one tab stop: a cursor
// (apartment × night) moves with the arrow keys, Home/End (Ctrl for the first/last apartment too) and
// PageUp/PageDown by a week. A selection is a run of free nights of one apartment: Enter starts it on a
// free night, Shift with a move stretches it, Enter again ends it there (the caller then opens the
// "Bloquear noites" dialog) and Escape drops it. Enter on a held night opens what holds it.

export const WEEK = 7;

export interface GridCell {
  row: number;
  col: number;
}

/** `anchor` is where the selection began, `head` the end that moves. */
export interface NightSelection {
  row: number;
  anchor: number;
  head: number;
}

export interface GridState {
  cursor: GridCell;
  selection: NightSelection | null;
}

export interface GridBounds {
  rows: number;
  cols: number;
  /** Whether the night may be part of a new block: free, not in the past, and the user may write. */
  isSelectable: (cell: GridCell) => boolean;
}

export type GridEffect =
  /** The selection is complete: open the dialog for these nights (first and last column, included). */
  | { type: 'commit'; row: number; first: number; last: number }
  /** Enter on a night that cannot be selected: open what holds it, if anything. */
  | { type: 'activate'; cell: GridCell };

export interface KeyInput {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

export interface KeyResult {
  state: GridState;
  effect?: GridEffect;
  /** False for keys the grid leaves to the browser (Tab, letters…). */
  handled: boolean;
}

export const initialGridState: GridState = { cursor: { row: 0, col: 0 }, selection: null };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The cursor kept inside the grid (its size changes with the window and the project). */
export function clampCell(cell: GridCell, bounds: GridBounds): GridCell {
  return {
    row: clamp(cell.row, 0, Math.max(0, bounds.rows - 1)),
    col: clamp(cell.col, 0, Math.max(0, bounds.cols - 1)),
  };
}

/** The selection's first and last columns, in order. */
export function selectionSpan(selection: NightSelection): { first: number; last: number } {
  return {
    first: Math.min(selection.anchor, selection.head),
    last: Math.max(selection.anchor, selection.head),
  };
}

/**
 * How far the head may go toward `target` from the anchor: the selection never crosses a night that
 * cannot be selected (held or past), so it stops just before the first one.
 */
export function reachableHead(row: number, anchor: number, target: number, bounds: GridBounds): number {
  const step = target >= anchor ? 1 : -1;
  let head = anchor;
  const end = clamp(target, 0, bounds.cols - 1);
  while (head !== end && bounds.isSelectable({ row, col: head + step })) head += step;
  return head;
}

/** Where a navigation key moves the cursor, or null for keys that do not move it. */
export function moveCursor(cursor: GridCell, input: KeyInput, bounds: GridBounds): GridCell | null {
  const { row, col } = cursor;
  const toEdgeRow = input.ctrlKey || input.metaKey;
  let next: GridCell;
  switch (input.key) {
    case 'ArrowLeft':
      next = { row, col: col - 1 };
      break;
    case 'ArrowRight':
      next = { row, col: col + 1 };
      break;
    case 'ArrowUp':
      next = { row: row - 1, col };
      break;
    case 'ArrowDown':
      next = { row: row + 1, col };
      break;
    case 'Home':
      next = { row: toEdgeRow ? 0 : row, col: 0 };
      break;
    case 'End':
      next = { row: toEdgeRow ? bounds.rows - 1 : row, col: bounds.cols - 1 };
      break;
    case 'PageUp':
      next = { row, col: col - WEEK };
      break;
    case 'PageDown':
      next = { row, col: col + WEEK };
      break;
    default:
      return null;
  }
  return clampCell(next, bounds);
}

/** A selection of one night at `cell`, or null when that night cannot be selected. */
export function startSelection(cell: GridCell, bounds: GridBounds): NightSelection | null {
  return bounds.isSelectable(cell) ? { row: cell.row, anchor: cell.col, head: cell.col } : null;
}

/** The selection stretched toward `col` (a drag or Shift+move), as far as free nights allow. */
export function extendSelection(selection: NightSelection, col: number, bounds: GridBounds): NightSelection {
  return { ...selection, head: reachableHead(selection.row, selection.anchor, col, bounds) };
}

function commitOf(selection: NightSelection): GridEffect {
  return { type: 'commit', row: selection.row, ...selectionSpan(selection) };
}

function pressEnter(state: GridState, bounds: GridBounds): KeyResult {
  const { cursor, selection } = state;
  if (selection && selection.row === cursor.row) {
    const extended = extendSelection(selection, cursor.col, bounds);
    return {
      state: { cursor: { row: cursor.row, col: extended.head }, selection: extended },
      effect: commitOf(extended),
      handled: true,
    };
  }
  const started = startSelection(cursor, bounds);
  if (started) return { state: { cursor, selection: started }, handled: true };
  return { state, effect: { type: 'activate', cell: cursor }, handled: true };
}

function shiftMove(state: GridState, target: GridCell, bounds: GridBounds): KeyResult {
  const { cursor } = state;
  // Shift stretches along one apartment only: up and down keep everything where it is.
  if (target.row !== cursor.row) return { state, handled: true };
  const current =
    state.selection && state.selection.row === cursor.row ? state.selection : startSelection(cursor, bounds);
  if (!current) return { state: { ...state, cursor: target }, handled: true };
  const extended = extendSelection(current, target.col, bounds);
  return { state: { cursor: { row: cursor.row, col: extended.head }, selection: extended }, handled: true };
}

/** What a key does to the grid: the new state, and what the caller should open, if anything. */
export function gridKeyDown(state: GridState, input: KeyInput, bounds: GridBounds): KeyResult {
  if (bounds.rows === 0 || bounds.cols === 0) return { state, handled: false };
  if (input.key === 'Enter') return pressEnter(state, bounds);
  if (input.key === 'Escape') {
    return state.selection
      ? { state: { ...state, selection: null }, handled: true }
      : { state, handled: false };
  }
  const target = moveCursor(state.cursor, input, bounds);
  if (!target) return { state, handled: false };
  if (input.shiftKey) return shiftMove(state, target, bounds);
  return { state: { ...state, cursor: target }, handled: true };
}
