import { type PDFDocument, type PDFFont, type PDFPage, type RGB, rgb, setWordSpacing } from 'pdf-lib';
import { type Fonts, type TextRun, type WrappedLine, wrapRuns } from './text-wrap.ts';
import { encodableText } from './win-ansi.ts';

/** A4 in points. */
export const PAGE_SIZE: [number, number] = [595.28, 841.89];
export const MARGIN_X = 62;
const MARGIN_TOP = 74;
const MARGIN_BOTTOM = 70;
export const CONTENT_WIDTH = PAGE_SIZE[0] - 2 * MARGIN_X;
export const RIGHT_EDGE = PAGE_SIZE[0] - MARGIN_X;

export const BODY_SIZE = 10;
export const LINE_HEIGHT = 1.45;
export const BODY_LINE = BODY_SIZE * LINE_HEIGHT;
export const PARAGRAPH_GAP = 6;

export const INK = rgb(0.12, 0.13, 0.15);
export const MUTED = rgb(0.4, 0.42, 0.46);
export const BRAND = rgb(15 / 255, 118 / 255, 110 / 255);
export const RULE = rgb(0.82, 0.84, 0.86);
export const SOFT = rgb(0.94, 0.97, 0.96);

export type Align = 'justify' | 'left' | 'center';

export interface LinesOptions {
  size?: number;
  /** Points from `x` (the left margin unless given). */
  indent?: number;
  align?: Align;
  color?: RGB;
  /** A bullet hangs before the first line. */
  bullet?: boolean;
  x?: number;
  width?: number;
}

/**
 * The page being filled and the cursor on it: the primitives blocks are drawn with. `y` is the top of
 * the free space and only goes down; `ensure` starts a new page when what comes next would not fit.
 */
export class PdfCanvas {
  readonly pages: PDFPage[] = [];
  y = 0;
  #page: PDFPage | undefined;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {}

  /** Room for `height` points below the cursor, on a new page if this one is full. */
  ensure(height: number): PDFPage {
    if (!this.#page || this.y - height < MARGIN_BOTTOM) {
      this.#page = this.doc.addPage(PAGE_SIZE);
      this.pages.push(this.#page);
      this.y = PAGE_SIZE[1] - MARGIN_TOP;
    }
    return this.#page;
  }

  text(
    page: PDFPage,
    value: string,
    at: { x: number; y: number; font: PDFFont; size: number; color?: RGB },
  ): void {
    page.drawText(encodableText(value, at.font), { ...at, color: at.color ?? INK });
  }

  rule(page: PDFPage, y: number, from = MARGIN_X, to = RIGHT_EDGE): void {
    page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.5, color: RULE });
  }

  /** Wraps and draws runs line by line at the cursor, breaking pages between lines. */
  lines(runs: readonly TextRun[], options: LinesOptions = {}): void {
    const size = options.size ?? BODY_SIZE;
    const left = (options.x ?? MARGIN_X) + (options.indent ?? 0);
    const width = (options.width ?? CONTENT_WIDTH) - (options.indent ?? 0);
    const lineHeight = size * LINE_HEIGHT;
    const color = options.color ?? INK;
    const lines = wrapRuns(runs, this.fonts, size, width);
    lines.forEach((line, index) => {
      const page = this.ensure(lineHeight);
      this.y -= lineHeight;
      const baseline = this.y + (lineHeight - size) / 2 + 1;
      if (options.bullet && index === 0) {
        this.text(page, '•', { x: left - 10, y: baseline, font: this.fonts.regular, size, color });
      }
      const last = index === lines.length - 1;
      this.line(page, line, { left, width, baseline, size, color, align: options.align ?? 'left', last });
    });
  }

  /**
   * One wrapped line; justified lines stretch their spaces to the margin, except a paragraph's last.
   * Words in one font are drawn as one piece of text, the stretch applied by the word-spacing operator
   * (Tw, which widens every space of a single-byte font): a few operators per line, not one per word.
   */
  line(
    page: PDFPage,
    line: WrappedLine,
    place: {
      left: number;
      width: number;
      baseline: number;
      size: number;
      color: RGB;
      align: Align;
      last: boolean;
    },
  ): void {
    const gaps = line.words.filter((word, index) => index > 0 && word.spaceBefore > 0).length;
    const stretch =
      place.align === 'justify' && !place.last && gaps > 0 ? (place.width - line.width) / gaps : 0;
    let x = place.align === 'center' ? place.left + (place.width - line.width) / 2 : place.left;
    if (stretch !== 0) page.pushOperators(setWordSpacing(stretch));
    let index = 0;
    while (index < line.words.length) {
      const first = line.words[index]!;
      x += first.spaceBefore > 0 ? first.spaceBefore + stretch : 0;
      const start = x;
      let text = first.text;
      x += first.width;
      index += 1;
      while (index < line.words.length && line.words[index]!.font === first.font) {
        const word = line.words[index]!;
        text += word.spaceBefore > 0 ? ` ${word.text}` : word.text;
        x += (word.spaceBefore > 0 ? word.spaceBefore + stretch : 0) + word.width;
        index += 1;
      }
      page.drawText(text, {
        x: start,
        y: place.baseline,
        font: first.font,
        size: place.size,
        color: place.color,
      });
    }
    if (stretch !== 0) page.pushOperators(setWordSpacing(0));
  }
}
