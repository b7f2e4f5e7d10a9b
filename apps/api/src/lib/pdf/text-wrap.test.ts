import fc from 'fast-check';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { textWidth, wrapRuns, wrapText } from './text-wrap.ts';

const doc = await PDFDocument.create();
const regular = doc.embedStandardFont(StandardFonts.Helvetica);
const bold = doc.embedStandardFont(StandardFonts.HelveticaBold);
const mono = doc.embedStandardFont(StandardFonts.Courier);

describe('wrapText', () => {
  it('breaks between words, each line within the width', () => {
    const text =
      'O check-in é a partir das 14:00 do dia de entrada e o check-out até as 12:00 do dia de saída.';
    const lines = wrapText(text, regular, 10, 150);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines) expect(textWidth(regular, line, 10)).toBeLessThanOrEqual(150);
  });

  it('keeps short text on one line and gives no line for empty text', () => {
    expect(wrapText('Página 1 de 3', regular, 8, 300)).toEqual(['Página 1 de 3']);
    expect(wrapText('   ', regular, 8, 300)).toEqual([]);
  });

  it('cuts a word wider than the line (a hash) into pieces that fit', () => {
    const hash = 'ab'.repeat(32);
    const lines = wrapText(`SHA-256: ${hash}`, regular, 10, 120);
    expect(lines.join('').replace('SHA-256:', '')).toBe(hash);
    for (const line of lines) expect(textWidth(regular, line, 10)).toBeLessThanOrEqual(120);
  });

  it('never loses or reorders a word and never overflows', () => {
    const word = fc.stringMatching(/^[a-zA-Zçãé0-9.,]{1,30}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 40, max: 400 }),
        (words, width) => {
          const lines = wrapText(words.join(' '), regular, 10, width);
          for (const line of lines) expect(textWidth(regular, line, 10)).toBeLessThanOrEqual(width + 1e-9);
          expect(lines.join(' ').replace(/ /g, '')).toBe(words.join(''));
        },
      ),
    );
  });
});

describe('textWidth', () => {
  it('is the sum of the advances, without kerning (which drawText does not apply)', () => {
    expect(textWidth(regular, 'LOCATÁRIO', 10)).toBeCloseTo(
      [...'LOCATÁRIO'].reduce((sum, char) => sum + regular.widthOfTextAtSize(char, 10), 0),
    );
    // pdf-lib's own measure takes the 'AT' and 'TA' pairs off.
    expect(textWidth(regular, 'LOCATÁRIO', 10)).toBeGreaterThan(regular.widthOfTextAtSize('LOCATÁRIO', 10));
  });
});

describe('wrapRuns', () => {
  it('keeps bold and plain pieces that touch together, with the font of each', () => {
    const [line] = wrapRuns(
      [{ text: 'Pix:', bold: true }, { text: ' devolvido' }],
      { regular, bold, mono },
      10,
      400,
    );
    expect(line!.words.map((word) => [word.text, word.font === bold])).toEqual([
      ['Pix:', true],
      ['devolvido', false],
    ]);
    expect(line!.words[1]!.spaceBefore).toBeGreaterThan(0);
    const [glued] = wrapRuns(
      [{ text: '“' }, { text: 'Outro', bold: true }, { text: '”.' }],
      { regular, bold, mono },
      10,
      400,
    );
    expect(glued!.words.every((word, index) => index === 0 || word.spaceBefore === 0)).toBe(true);
  });
});
