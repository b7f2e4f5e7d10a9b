import { describe, expect, it } from 'vitest';
import { markupToPlainText, parseInlineMarkup } from './inline-markup.ts';

describe('parseInlineMarkup', () => {
  it('splits text, bold and links in order', () => {
    expect(parseInlineMarkup('Veja em [Minhas locações](/minhas-locacoes) e **antes** disso.')).toEqual([
      { kind: 'text', text: 'Veja em ', bold: false },
      { kind: 'link', text: 'Minhas locações', href: '/minhas-locacoes' },
      { kind: 'text', text: ' e ', bold: false },
      { kind: 'text', text: 'antes', bold: true },
      { kind: 'text', text: ' disso.', bold: false },
    ]);
  });

  it('keeps mailto and tel links and leaves unbalanced markers as text', () => {
    expect(parseInlineMarkup('[a@b.com](mailto:a@b.com)')).toEqual([
      { kind: 'link', text: 'a@b.com', href: 'mailto:a@b.com' },
    ]);
    expect(parseInlineMarkup('2 ** 3 e [nada]')).toEqual([
      { kind: 'text', text: '2 ** 3 e [nada]', bold: false },
    ]);
    expect(parseInlineMarkup('')).toEqual([]);
  });
});

describe('markupToPlainText', () => {
  it('drops the markers and keeps the words of links', () => {
    expect(markupToPlainText('**Pix:** pelo telefone [(34) 3230-9000](tel:+553432309000).')).toBe(
      'Pix: pelo telefone (34) 3230-9000.',
    );
  });
});
