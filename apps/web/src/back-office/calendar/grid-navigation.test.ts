import { describe, expect, it } from 'vitest';
import { type GridBounds, type GridState, gridKeyDown, initialGridState } from './grid-navigation';

/** Rows drawn as text: '.' a free night, 'x' a held one, 'p' a past one. */
function boundsOf(...rows: string[]): GridBounds {
  return {
    rows: rows.length,
    cols: rows[0]!.length,
    isSelectable: ({ row, col }) => rows[row]?.[col] === '.',
  };
}

function press(
  state: GridState,
  bounds: GridBounds,
  ...keys: (string | { key: string; shiftKey?: boolean; ctrlKey?: boolean })[]
) {
  let current = state;
  let last: ReturnType<typeof gridKeyDown> | undefined;
  for (const key of keys) {
    last = gridKeyDown(current, typeof key === 'string' ? { key } : key, bounds);
    current = last.state;
  }
  return last!;
}

const at = (row: number, col: number): GridState => ({ cursor: { row, col }, selection: null });

describe('grid keyboard', () => {
  const bounds = boundsOf('..........'.repeat(2), '....................', '....................');

  it('moves with the arrows, stopping at the edges', () => {
    expect(press(initialGridState, bounds, 'ArrowLeft', 'ArrowUp').state.cursor).toEqual({ row: 0, col: 0 });
    expect(press(initialGridState, bounds, 'ArrowRight', 'ArrowRight', 'ArrowDown').state.cursor).toEqual({
      row: 1,
      col: 2,
    });
    expect(press(at(2, 19), bounds, 'ArrowDown', 'ArrowRight').state.cursor).toEqual({ row: 2, col: 19 });
  });

  it('jumps to the row ends with Home/End, the grid corners with Ctrl, and by a week with PageUp/PageDown', () => {
    expect(press(at(1, 5), bounds, 'End').state.cursor).toEqual({ row: 1, col: 19 });
    expect(press(at(1, 5), bounds, 'Home').state.cursor).toEqual({ row: 1, col: 0 });
    expect(press(at(1, 5), bounds, { key: 'End', ctrlKey: true }).state.cursor).toEqual({ row: 2, col: 19 });
    expect(press(at(1, 5), bounds, { key: 'Home', ctrlKey: true }).state.cursor).toEqual({ row: 0, col: 0 });
    expect(press(at(1, 5), bounds, 'PageDown').state.cursor).toEqual({ row: 1, col: 12 });
    expect(press(at(1, 5), bounds, 'PageDown', 'PageDown').state.cursor).toEqual({ row: 1, col: 19 });
    expect(press(at(1, 9), bounds, 'PageUp').state.cursor).toEqual({ row: 1, col: 2 });
    expect(press(at(1, 5), bounds, 'PageUp').state.cursor).toEqual({ row: 1, col: 0 });
  });

  it('leaves other keys to the browser', () => {
    expect(gridKeyDown(initialGridState, { key: 'Tab' }, bounds).handled).toBe(false);
    expect(gridKeyDown(initialGridState, { key: 'Escape' }, bounds).handled).toBe(false);
  });

  it('starts a selection with Enter, extends it with the cursor and commits it with Enter again', () => {
    const started = press(at(0, 2), bounds, 'Enter');
    expect(started.state.selection).toEqual({ row: 0, anchor: 2, head: 2 });
    expect(started.effect).toBeUndefined();
    const committed = press(started.state, bounds, 'ArrowRight', 'ArrowRight', 'Enter');
    expect(committed.effect).toEqual({ type: 'commit', row: 0, first: 2, last: 4 });
  });

  it('commits one night with Enter twice, and a backwards selection in order', () => {
    expect(press(at(1, 3), bounds, 'Enter', 'Enter').effect).toEqual({
      type: 'commit',
      row: 1,
      first: 3,
      last: 3,
    });
    expect(press(at(1, 6), bounds, 'Enter', 'ArrowLeft', 'ArrowLeft', 'Enter').effect).toEqual({
      type: 'commit',
      row: 1,
      first: 4,
      last: 6,
    });
  });

  it('extends with Shift+arrows, and Shift+PageDown by a week', () => {
    const shifted = press(
      at(2, 1),
      bounds,
      { key: 'ArrowRight', shiftKey: true },
      { key: 'ArrowRight', shiftKey: true },
    );
    expect(shifted.state.selection).toEqual({ row: 2, anchor: 1, head: 3 });
    expect(shifted.state.cursor).toEqual({ row: 2, col: 3 });
    expect(press(shifted.state, bounds, { key: 'PageDown', shiftKey: true }).state.selection).toEqual({
      row: 2,
      anchor: 1,
      head: 10,
    });
    expect(press(shifted.state, bounds, 'Enter').effect).toEqual({
      type: 'commit',
      row: 2,
      first: 1,
      last: 3,
    });
  });

  it('does not stretch a selection across apartments', () => {
    const shifted = press(
      at(0, 1),
      bounds,
      { key: 'ArrowRight', shiftKey: true },
      { key: 'ArrowDown', shiftKey: true },
    );
    expect(shifted.state.cursor).toEqual({ row: 0, col: 2 });
    expect(shifted.state.selection).toEqual({ row: 0, anchor: 1, head: 2 });
  });

  it('cancels the selection with Escape', () => {
    const result = press(at(0, 1), bounds, 'Enter', 'ArrowRight', 'Escape');
    expect(result.state.selection).toBeNull();
    expect(result.state.cursor).toEqual({ row: 0, col: 2 });
    expect(result.handled).toBe(true);
  });

  it('never selects a held or past night, and stops a selection before one', () => {
    const taken = boundsOf('pp..x...xx');
    expect(press(at(0, 0), taken, 'Enter').effect).toEqual({ type: 'activate', cell: { row: 0, col: 0 } });
    expect(press(at(0, 4), taken, 'Enter').effect).toEqual({ type: 'activate', cell: { row: 0, col: 4 } });
    expect(press(at(0, 2), taken, 'Enter', 'End', 'Enter').effect).toEqual({
      type: 'commit',
      row: 0,
      first: 2,
      last: 3,
    });
    expect(press(at(0, 7), taken, 'Enter', 'Home', 'Enter').effect).toEqual({
      type: 'commit',
      row: 0,
      first: 5,
      last: 7,
    });
    const shifted = press(at(0, 5), taken, { key: 'End', shiftKey: true });
    expect(shifted.state.selection).toEqual({ row: 0, anchor: 5, head: 7 });
    expect(shifted.state.cursor).toEqual({ row: 0, col: 7 });
  });

  it('starts a new selection when Enter is pressed on another apartment', () => {
    const result = press(at(0, 1), bounds, 'Enter', 'ArrowDown', 'Enter');
    expect(result.state.selection).toEqual({ row: 1, anchor: 1, head: 1 });
    expect(result.effect).toBeUndefined();
  });
});
