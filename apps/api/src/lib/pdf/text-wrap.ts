import type { PDFFont } from 'pdf-lib';
import { encodableText } from './win-ansi.ts';

const GLYPH_WIDTHS = new WeakMap<PDFFont, Map<string, number>>();

/**
 * The width of `text` as a PDF viewer draws it. pdf-lib's widthOfTextAtSize subtracts the font's
 * kerning pairs ('AT', 'V,'), but its drawText does not apply them, so whole words measured that way
 * come out narrower than drawn and eat the space after them. Measured one character at a time (a
 * single character has no pair), the width is the sum of the advances the viewer uses.
 */
export function textWidth(font: PDFFont, text: string, size: number): number {
  let widths = GLYPH_WIDTHS.get(font);
  if (!widths) {
    widths = new Map();
    GLYPH_WIDTHS.set(font, widths);
  }
  let total = 0;
  for (const char of text) {
    let width = widths.get(char);
    if (width === undefined) {
      width = font.widthOfTextAtSize(char, 1000);
      widths.set(char, width);
    }
    total += width;
  }
  return (total * size) / 1000;
}

/** A piece of a paragraph in one style. */
export interface TextRun {
  text: string;
  bold?: boolean;
  /** Fixed-width (a hash), so it reads and copies as one piece. */
  mono?: boolean;
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
}

/** A word placed on a line: its text, font, width, and the width of the space before it. */
export interface PlacedWord {
  text: string;
  font: PDFFont;
  width: number;
  spaceBefore: number;
}

export interface WrappedLine {
  words: PlacedWord[];
  /** Width of the words and the spaces between them. */
  width: number;
}

interface Word {
  text: string;
  font: PDFFont;
  /** Whether a space separates it from the word before (bold and plain pieces may touch: '**Pix:**'). */
  spaced: boolean;
}

function wordsOf(runs: readonly TextRun[], fonts: Fonts): Word[] {
  const words: Word[] = [];
  let pendingSpace = false;
  for (const run of runs) {
    const font = run.mono ? fonts.mono : run.bold ? fonts.bold : fonts.regular;
    for (const piece of encodableText(run.text, font).split(/( +)/)) {
      if (piece === '') continue;
      if (piece.trim() === '') {
        pendingSpace = true;
        continue;
      }
      words.push({ text: piece, font, spaced: pendingSpace && words.length > 0 });
      pendingSpace = false;
    }
  }
  return words;
}

/** A word wider than a whole line (a hash, a long user agent) is cut where it must be. */
function splitLongWord(word: Word, size: number, maxWidth: number): Word[] {
  const pieces: Word[] = [];
  let current = '';
  for (const char of word.text) {
    if (current && textWidth(word.font, current + char, size) > maxWidth) {
      pieces.push({ text: current, font: word.font, spaced: pieces.length === 0 ? word.spaced : false });
      current = '';
    }
    current += char;
  }
  pieces.push({ text: current, font: word.font, spaced: pieces.length === 0 ? word.spaced : false });
  return pieces;
}

/**
 * Breaks styled text into lines no wider than `maxWidth` at `size` points, between words (inside a word
 * only when it alone is too wide). Text the font cannot encode is replaced first (see encodableText).
 */
export function wrapRuns(
  runs: readonly TextRun[],
  fonts: Fonts,
  size: number,
  maxWidth: number,
): WrappedLine[] {
  const lines: WrappedLine[] = [];
  let current: WrappedLine = { words: [], width: 0 };
  for (const word of wordsOf(runs, fonts)) {
    const pieces =
      textWidth(word.font, word.text, size) > maxWidth ? splitLongWord(word, size, maxWidth) : [word];
    for (const piece of pieces) {
      const width = textWidth(piece.font, piece.text, size);
      const space = piece.spaced ? textWidth(piece.font, ' ', size) : 0;
      if (current.words.length > 0 && current.width + space + width > maxWidth) {
        lines.push(current);
        current = { words: [], width: 0 };
      }
      const spaceBefore = current.words.length > 0 ? space : 0;
      current.words.push({ text: piece.text, font: piece.font, width, spaceBefore });
      current.width += spaceBefore + width;
    }
  }
  if (current.words.length > 0) lines.push(current);
  return lines;
}

/** Plain text in one font broken into lines (the text of each line, words joined as they were). */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  return wrapRuns([{ text }], { regular: font, bold: font, mono: font }, size, maxWidth).map((line) =>
    line.words.map((word) => (word.spaceBefore > 0 ? ` ${word.text}` : word.text)).join(''),
  );
}
