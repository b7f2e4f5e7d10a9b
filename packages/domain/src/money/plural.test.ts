import { describe, expect, it } from 'vitest';
import { pluralize, pluralWord } from './plural.ts';

describe('pluralize', () => {
  it('counts nights', () => {
    expect(pluralize(1, 'noite')).toBe('1 noite');
    expect(pluralize(2, 'noite')).toBe('2 noites');
    expect(pluralize(0, 'noite')).toBe('0 noites');
    expect(pluralize(1500, 'noite')).toBe('1.500 noites');
  });

  it('knows the product words', () => {
    expect(pluralize(1, 'vaga')).toBe('1 vaga');
    expect(pluralize(3, 'vaga')).toBe('3 vagas');
    expect(pluralize(2, 'coberta')).toBe('2 cobertas');
    expect(pluralize(2, 'comum')).toBe('2 comuns');
    expect(pluralize(1, 'comum')).toBe('1 comum');
  });

  it('takes an explicit plural', () => {
    expect(pluralize(2, 'mês', 'meses')).toBe('2 meses');
    expect(pluralize(1, 'mês', 'meses')).toBe('1 mês');
  });
});

describe('pluralWord', () => {
  it('gives the word alone', () => {
    expect(pluralWord(2, 'comum')).toBe('comuns');
    expect(pluralWord(-1, 'noite')).toBe('noite');
  });
});
