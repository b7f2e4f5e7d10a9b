import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { encodableText } from './win-ansi.ts';

const font = (await PDFDocument.create()).embedStandardFont(StandardFonts.Helvetica);

describe('encodableText', () => {
  it('keeps Portuguese and the typographic marks the contract uses', () => {
    const text = 'Locação – “Cláusula 1ª”, nº 12, § 2º, R$ 1.234,56 × 2 • ÁÉÍÓÚÂÊÔÃÕÇàü';
    expect(encodableText(text, font)).toBe(text);
  });

  it('simplifies letters the font lacks and replaces what it cannot draw', () => {
    expect(encodableText('Łukasz Dvořák Erdős', font)).toBe('Lukasz Dvorák Erdos');
    expect(encodableText('王 Ω 🙂', font)).toBe('? ? ?');
  });

  it('turns any kind of space, tabs and line breaks into plain spaces', () => {
    expect(encodableText('R$\u00A01,00\u202Fa\tb\nc', font)).toBe('R$ 1,00 a b c');
  });

  it('gives text pdf-lib can encode, whatever came in', () => {
    const weird = 'ação\u0301 \u200B 𝔘 é';
    expect(() => font.encodeText(encodableText(weird, font))).not.toThrow();
  });
});
