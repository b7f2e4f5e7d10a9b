import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

const numbers = (items: ReturnType<typeof pageWindow>) =>
  items.map((item) => (item.kind === 'page' ? item.page : '…'));

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(numbers(pageWindow(2, 4))).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps between', () => {
    expect(numbers(pageWindow(6, 12))).toEqual([1, '…', 5, 6, 7, '…', 12]);
    expect(numbers(pageWindow(1, 12))).toEqual([1, 2, '…', 12]);
    expect(numbers(pageWindow(12, 12))).toEqual([1, '…', 11, 12]);
  });
});
