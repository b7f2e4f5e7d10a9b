import { describe, expect, it } from 'vitest';
import { ReadyAnswers } from './ready-answers.ts';

describe('ReadyAnswers', () => {
  const counting = () => {
    let calls = 0;
    return { compute: () => `answer ${++calls}`, calls: () => calls };
  };

  it('keeps an answer while the snapshot and the version stay the same', async () => {
    const answers = new ReadyAnswers();
    const snapshot = {};
    const { compute, calls } = counting();
    expect(await answers.get('a', snapshot, 1, compute)).toBe('answer 1');
    expect(await answers.get('a', snapshot, 1, compute)).toBe('answer 1');
    expect(calls()).toBe(1);
  });

  it('computes again after a write (a new version) or a catalogue reload (a new snapshot)', async () => {
    const answers = new ReadyAnswers();
    const snapshot = {};
    const { compute } = counting();
    await answers.get('a', snapshot, 1, compute);
    expect(await answers.get('a', snapshot, 2, compute)).toBe('answer 2');
    expect(await answers.get('a', {}, 2, compute)).toBe('answer 3');
  });

  it('keeps nothing without a version (other instances write too)', async () => {
    const answers = new ReadyAnswers();
    const { compute } = counting();
    await answers.get('a', {}, undefined, compute);
    expect(await answers.get('a', {}, undefined, compute)).toBe('answer 2');
  });

  it('keeps no failure, and no answer computed for a version that moved meanwhile', async () => {
    const answers = new ReadyAnswers();
    const snapshot = {};
    await expect(answers.get('a', snapshot, 1, () => Promise.reject(new Error('404')))).rejects.toThrow(
      '404',
    );
    expect(await answers.get('a', snapshot, 1, () => 'found')).toBe('found');

    let finish: (answer: string) => void = () => {};
    const slow = answers.get('b', snapshot, 1, () => new Promise<string>((resolve) => (finish = resolve)));
    expect(await answers.get('c', snapshot, 2, () => 'newer')).toBe('newer');
    finish('older');
    expect(await slow).toBe('older');
    expect(await answers.get('b', snapshot, 2, () => 'recomputed')).toBe('recomputed');
  });
});
