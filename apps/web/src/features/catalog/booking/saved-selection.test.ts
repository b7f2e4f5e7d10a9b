import { describe, expect, it } from 'vitest';
import {
  clearSavedSelection,
  parseSavedSelection,
  readSavedSelection,
  SAVED_SELECTION_KEY,
  saveSelection,
} from './saved-selection';

const selection = {
  projectId: 'p1',
  modalityId: 'm1',
  apartmentId: 'a1',
  start: '2026-03-14',
  end: '2026-03-20',
  carSpots: { common: 1, covered: 2 },
};

describe('saved selection', () => {
  it('is saved in localStorage under its key and read back for the same apartment', () => {
    saveSelection(selection, window.localStorage, new Date('2026-03-01T10:00:00Z'));
    expect(JSON.parse(window.localStorage.getItem(SAVED_SELECTION_KEY) ?? '')).toMatchObject(selection);
    expect(readSavedSelection('a1')).toEqual({ ...selection, savedAt: '2026-03-01T10:00:00.000Z' });
  });

  it('is ignored for another apartment', () => {
    saveSelection(selection);
    expect(readSavedSelection('a2')).toBeNull();
  });

  it('is cleared', () => {
    saveSelection(selection);
    clearSavedSelection();
    expect(window.localStorage.getItem(SAVED_SELECTION_KEY)).toBeNull();
    expect(readSavedSelection('a1')).toBeNull();
  });

  it('refuses stored values of the wrong shape', () => {
    const good = { ...selection, savedAt: '2026-03-01T10:00:00.000Z' };
    expect(parseSavedSelection(JSON.stringify(good))).toEqual(good);
    for (const bad of [
      'não é json',
      'null',
      JSON.stringify({ ...good, start: '14/03/2026' }),
      JSON.stringify({ ...good, end: '2026-02-30' }),
      JSON.stringify({ ...good, carSpots: { common: -1, covered: 0 } }),
      JSON.stringify({ ...good, carSpots: { common: 1.5, covered: 0 } }),
      JSON.stringify({ ...good, carSpots: { common: 0, covered: 99 } }),
      JSON.stringify({ ...good, apartmentId: 42 }),
    ]) {
      expect(parseSavedSelection(bad), bad).toBeNull();
    }
  });

  it('survives a storage that refuses to work', () => {
    const broken = {
      getItem: () => {
        throw new Error('bloqueado');
      },
      setItem: () => {
        throw new Error('cheio');
      },
      removeItem: () => {
        throw new Error('bloqueado');
      },
    };
    expect(() => saveSelection(selection, broken)).not.toThrow();
    expect(readSavedSelection('a1', broken)).toBeNull();
    expect(() => clearSavedSelection(broken)).not.toThrow();
  });
});
