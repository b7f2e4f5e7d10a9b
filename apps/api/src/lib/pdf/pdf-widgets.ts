import type { PdfBlock } from './pdf-blocks.ts';
import {
  BODY_LINE,
  BODY_SIZE,
  BRAND,
  CONTENT_WIDTH,
  INK,
  MARGIN_X,
  MUTED,
  PARAGRAPH_GAP,
  type PdfCanvas,
  RIGHT_EDGE,
  SOFT,
} from './pdf-canvas.ts';
import { textWidth, wrapRuns, wrapText } from './text-wrap.ts';
import { encodableText } from './win-ansi.ts';

// The blocks that are more than wrapped text: columns, tables, boxes and signature lines.

type Block<K extends PdfBlock['kind']> = Extract<PdfBlock, { kind: K }>;

export function drawTitle(canvas: PdfCanvas, block: Block<'title'>): void {
  canvas.ensure(60);
  canvas.lines([{ text: block.text, bold: true }], { size: 16, align: 'center', color: BRAND });
  if (block.subtitle) {
    canvas.y -= 2;
    canvas.lines([{ text: block.subtitle }], { size: 9.5, align: 'center', color: MUTED });
  }
  canvas.y -= 12;
}

/** Labels in a column on the left; a long value wraps in its own column. */
export function drawFields(canvas: PdfCanvas, block: Block<'fields'>): void {
  const labelWidth = block.labelWidth ?? 150;
  const valueWidth = CONTENT_WIDTH - labelWidth;
  for (const row of block.rows) {
    const runs = [{ text: row.value, mono: row.mono }];
    const size = row.mono ? BODY_SIZE - 1.5 : BODY_SIZE;
    const lineCount = wrapRuns(runs, canvas.fonts, size, valueWidth).length;
    // A short field stays on one page; a long value may flow onto the next.
    const page = canvas.ensure(Math.min(lineCount, 3) * BODY_LINE);
    const baseline = canvas.y - BODY_LINE + 3.5;
    canvas.text(page, row.label, {
      x: MARGIN_X,
      y: baseline,
      font: canvas.fonts.bold,
      size: 9.5,
      color: MUTED,
    });
    canvas.lines(runs, { x: MARGIN_X + labelWidth, width: valueWidth, size });
    canvas.y -= 3;
  }
  canvas.y -= PARAGRAPH_GAP;
}

const AMOUNT_COLUMN = 120;

/** A price table: a row per line with its amount on the right, then the total on a tinted row. */
export function drawAmounts(canvas: PdfCanvas, block: Block<'amounts'>): void {
  const minRowHeight = BODY_SIZE * 1.9;
  const labelWidth = CONTENT_WIDTH - AMOUNT_COLUMN;
  const row = (entry: { label: string; amount: string }, bold: boolean) => {
    const font = bold ? canvas.fonts.bold : canvas.fonts.regular;
    const lines = wrapRuns([{ text: entry.label, bold }], canvas.fonts, BODY_SIZE, labelWidth);
    const height = Math.max(minRowHeight, lines.length * BODY_LINE + 8);
    const page = canvas.ensure(height);
    const top = canvas.y;
    if (bold) page.drawRectangle({ x: MARGIN_X, y: top - height, width: CONTENT_WIDTH, height, color: SOFT });
    const firstBaseline = top - BODY_LINE;
    lines.forEach((line, index) => {
      canvas.line(page, line, {
        left: MARGIN_X + 6,
        width: labelWidth,
        baseline: firstBaseline - index * BODY_LINE,
        size: BODY_SIZE,
        color: INK,
        align: 'left',
        last: true,
      });
    });
    const amount = encodableText(entry.amount, font);
    const x = RIGHT_EDGE - 6 - textWidth(font, amount, BODY_SIZE);
    canvas.text(page, amount, { x, y: firstBaseline, font, size: BODY_SIZE });
    canvas.y = top - height;
    canvas.rule(page, canvas.y);
  };
  const page = canvas.ensure(minRowHeight * Math.min(block.rows.length + 1, 4));
  canvas.rule(page, canvas.y);
  for (const entry of block.rows) row(entry, false);
  row(block.total, true);
  canvas.y -= PARAGRAPH_GAP + 4;
}

/** A tinted box with a small label over a large value (a receipt's amount). */
export function drawHighlight(canvas: PdfCanvas, block: Block<'highlight'>): void {
  const height = 52;
  const page = canvas.ensure(height + 8);
  const top = canvas.y;
  page.drawRectangle({
    x: MARGIN_X,
    y: top - height,
    width: CONTENT_WIDTH,
    height,
    color: SOFT,
    borderColor: BRAND,
    borderWidth: 0.8,
  });
  const { regular, bold } = canvas.fonts;
  canvas.text(page, block.label, { x: MARGIN_X + 14, y: top - 19, font: regular, size: 9, color: MUTED });
  canvas.text(page, block.value, { x: MARGIN_X + 14, y: top - 41, font: bold, size: 18, color: BRAND });
  canvas.y = top - height - 14;
}

/** A line to sign on for each party, side by side, with the role, the name and a detail below. */
export function drawSignatures(canvas: PdfCanvas, block: Block<'signatures'>): void {
  const gap = 24;
  const count = block.parties.length;
  // A lone signer gets a line of a usual length, not the whole page.
  const width = Math.min((CONTENT_WIDTH - gap * (count - 1)) / count, 260);
  const height = 78;
  const page = canvas.ensure(height);
  const lineY = canvas.y - 34;
  const { regular, bold } = canvas.fonts;
  block.parties.forEach((party, index) => {
    const x = MARGIN_X + index * (width + gap);
    page.drawLine({ start: { x, y: lineY }, end: { x: x + width, y: lineY }, thickness: 0.6, color: MUTED });
    canvas.text(page, party.role, { x, y: lineY - 12, font: bold, size: 8.5, color: MUTED });
    const [name = ''] = wrapText(party.name, regular, 9.5, width);
    canvas.text(page, name, { x, y: lineY - 25, font: regular, size: 9.5 });
    canvas.text(page, party.detail, { x, y: lineY - 37, font: regular, size: 8.5, color: MUTED });
  });
  canvas.y -= height;
}
