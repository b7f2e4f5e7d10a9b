import type { PDFImage } from 'pdf-lib';
import { CONTENT_WIDTH, MARGIN_X, MUTED, type PdfCanvas } from './pdf-canvas.ts';
import { textWidth } from './text-wrap.ts';
import { encodableText } from './win-ansi.ts';

export interface PdfPhoto {
  image: PDFImage;
  caption: string;
}

const COLUMNS = 3;
const GAP = 10;
const CELL_HEIGHT = 120;
const CAPTION_SIZE = 7.5;

/**
 * Photos in rows of three, each scaled to fit its cell without distortion, its caption under it. A row
 * never splits across pages.
 */
export function drawPhotos(canvas: PdfCanvas, photos: readonly PdfPhoto[]): void {
  const cellWidth = (CONTENT_WIDTH - GAP * (COLUMNS - 1)) / COLUMNS;
  const font = canvas.fonts.regular;
  for (let start = 0; start < photos.length; start += COLUMNS) {
    const row = photos.slice(start, start + COLUMNS);
    const page = canvas.ensure(CELL_HEIGHT + CAPTION_SIZE * 2 + GAP);
    const top = canvas.y - 4;
    row.forEach((photo, column) => {
      const scale = Math.min(cellWidth / photo.image.width, CELL_HEIGHT / photo.image.height);
      const width = photo.image.width * scale;
      const height = photo.image.height * scale;
      const left = MARGIN_X + column * (cellWidth + GAP);
      page.drawImage(photo.image, {
        x: left + (cellWidth - width) / 2,
        y: top - CELL_HEIGHT + (CELL_HEIGHT - height),
        width,
        height,
      });
      let caption = encodableText(photo.caption, font);
      while (caption.length > 1 && textWidth(font, caption, CAPTION_SIZE) > cellWidth)
        caption = `${caption.slice(0, -2)}…`;
      canvas.text(page, caption, {
        x: left + (cellWidth - textWidth(font, caption, CAPTION_SIZE)) / 2,
        y: top - CELL_HEIGHT - CAPTION_SIZE - 2,
        font,
        size: CAPTION_SIZE,
        color: MUTED,
      });
    });
    canvas.y = top - CELL_HEIGHT - CAPTION_SIZE * 2 - GAP;
  }
}
