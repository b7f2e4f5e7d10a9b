import type { PdfPhoto } from './pdf-photos.ts';
import type { TextRun } from './text-wrap.ts';

/**
 * What a document is made of, top to bottom; PdfComposer lays it out on A4 pages. Documents build
 * blocks (pure data, easy to test for their words) and leave wrapping and page breaks to the composer.
 */
export type PdfBlock =
  | { kind: 'title'; text: string; subtitle?: string }
  /** A clause or section heading; never left alone at the bottom of a page. */
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  | {
      kind: 'paragraph';
      runs: TextRun[];
      align?: 'justify' | 'left' | 'center';
      /** Points from the left margin. */
      indent?: number;
      size?: number;
      muted?: boolean;
    }
  /** Bulleted items, each its own paragraph. */
  | { kind: 'list'; items: TextRun[][]; indent?: number }
  /** Label and value pairs, the labels in a column; `mono` values (hashes) in a fixed-width font. */
  | { kind: 'fields'; rows: { label: string; value: string; mono?: boolean }[]; labelWidth?: number }
  /** Priced lines with amounts aligned on the right, and their total. */
  | { kind: 'amounts'; rows: { label: string; amount: string }[]; total: { label: string; amount: string } }
  /** A highlighted box with a label and a large value (a receipt's amount). */
  | { kind: 'highlight'; label: string; value: string }
  /** Where each party signs: a line, the name and a detail under it, side by side. */
  | { kind: 'signatures'; parties: { role: string; name: string; detail: string }[] }
  | { kind: 'space'; height: number }
  /** Starts a new page unless `height` points are left: what follows stays together (a closing). */
  | { kind: 'keep'; height: number }
  | { kind: 'rule' }
  /** Embedded photos in rows of three, with captions (an inspection's). */
  | { kind: 'photos'; photos: PdfPhoto[] };

/** Plain text as a paragraph's runs. */
export function text(value: string, bold = false): TextRun[] {
  return [{ text: value, bold }];
}
