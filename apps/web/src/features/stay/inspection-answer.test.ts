import { describe, expect, it } from 'vitest';
import { contestAnswer } from './inspection-answer';

describe('contestAnswer', () => {
  it('sends one comment per contested item, in item order', () => {
    expect(contestAnswer({ 3: ' Já estava trincado ', 1: 'Mancha antiga' })).toEqual({
      ok: true,
      body: {
        agreed: false,
        comments: [
          { itemIndex: 1, text: 'Mancha antiga' },
          { itemIndex: 3, text: 'Já estava trincado' },
        ],
      },
    });
  });

  it('asks words for every contested item, and at least one item', () => {
    expect(contestAnswer({ 2: '  ' })).toEqual({
      ok: false,
      errors: { 2: 'Diga o que está diferente neste item' },
    });
    expect(contestAnswer({})).toEqual({ ok: false, errors: {} });
  });
});
