import { type PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import type { PdfBlock } from './pdf-blocks.ts';
import {
  BODY_LINE,
  BRAND,
  INK,
  MARGIN_X,
  MUTED,
  PAGE_SIZE,
  PARAGRAPH_GAP,
  PdfCanvas,
  RIGHT_EDGE,
} from './pdf-canvas.ts';
import { drawPhotos } from './pdf-photos.ts';
import { drawAmounts, drawFields, drawHighlight, drawSignatures, drawTitle } from './pdf-widgets.ts';
import { textWidth } from './text-wrap.ts';
import { encodableText } from './win-ansi.ts';

/** What every page a composer made carries: a running header and a footer that knows the page count. */
export interface PageDecoration {
  headerLeft?: string;
  headerRight?: string;
  /** e.g. (1, 3) → 'Página 1 de 3'. */
  footer: (pageNumber: number, pageCount: number) => string;
}

function drawBlock(canvas: PdfCanvas, block: PdfBlock): void {
  switch (block.kind) {
    case 'title':
      drawTitle(canvas, block);
      break;
    case 'heading':
      // Kept with the first lines of what it introduces.
      canvas.ensure(14 + 3 * BODY_LINE);
      canvas.y -= 8;
      canvas.lines([{ text: block.text, bold: true }], { size: 10.5, color: BRAND });
      canvas.y -= 2;
      break;
    case 'subheading':
      canvas.ensure(12 + 2 * BODY_LINE);
      canvas.y -= 2;
      canvas.lines([{ text: block.text, bold: true }]);
      break;
    case 'paragraph':
      canvas.lines(block.runs, {
        align: block.align ?? 'justify',
        indent: block.indent,
        size: block.size,
        color: block.muted ? MUTED : INK,
      });
      canvas.y -= PARAGRAPH_GAP;
      break;
    case 'list':
      for (const item of block.items) {
        canvas.lines(item, { indent: (block.indent ?? 0) + 14, bullet: true, align: 'justify' });
        canvas.y -= 3;
      }
      canvas.y -= PARAGRAPH_GAP - 3;
      break;
    case 'fields':
      drawFields(canvas, block);
      break;
    case 'amounts':
      drawAmounts(canvas, block);
      break;
    case 'highlight':
      drawHighlight(canvas, block);
      break;
    case 'signatures':
      drawSignatures(canvas, block);
      break;
    case 'space':
      canvas.y -= block.height;
      break;
    case 'keep':
      canvas.ensure(block.height);
      break;
    case 'photos':
      drawPhotos(canvas, block.photos);
      break;
    case 'rule': {
      const page = canvas.ensure(14);
      canvas.y -= 4;
      canvas.rule(page, canvas.y);
      canvas.y -= 10;
      break;
    }
  }
}

/**
 * Lays blocks out on A4 pages of `doc`, top to bottom, starting a page whenever the next line does not
 * fit. Pages are added after any the document already has (the evidence page of a signed contract).
 */
export class PdfComposer {
  readonly #canvas: PdfCanvas;

  private constructor(canvas: PdfCanvas) {
    this.#canvas = canvas;
  }

  static create(doc: PDFDocument): PdfComposer {
    let mono: PDFFont | undefined;
    const fonts = {
      regular: doc.embedStandardFont(StandardFonts.Helvetica),
      bold: doc.embedStandardFont(StandardFonts.HelveticaBold),
      // Only documents that print a hash carry the fixed-width font.
      get mono() {
        mono ??= doc.embedStandardFont(StandardFonts.Courier);
        return mono;
      },
    };
    return new PdfComposer(new PdfCanvas(doc, fonts));
  }

  get pageCount(): number {
    return this.#canvas.pages.length;
  }

  add(blocks: readonly PdfBlock[]): void {
    for (const block of blocks) drawBlock(this.#canvas, block);
  }

  /** Draws the header and footer on every page this composer added; call once, after the last block. */
  decorate(decoration: PageDecoration): void {
    const canvas = this.#canvas;
    const font = canvas.fonts.regular;
    const size = 8;
    const top = PAGE_SIZE[1] - 40;
    const count = canvas.pages.length;
    canvas.pages.forEach((page, index) => {
      const style = { font, size, color: MUTED };
      if (decoration.headerLeft) canvas.text(page, decoration.headerLeft, { x: MARGIN_X, y: top, ...style });
      if (decoration.headerRight) {
        const right = encodableText(decoration.headerRight, font);
        canvas.text(page, right, { x: RIGHT_EDGE - textWidth(font, right, size), y: top, ...style });
      }
      canvas.rule(page, top - 8);
      const footer = encodableText(decoration.footer(index + 1, count), font);
      canvas.text(page, footer, {
        x: (PAGE_SIZE[0] - textWidth(font, footer, size)) / 2,
        y: 36,
        ...style,
      });
    });
  }
}
