import type { IsoDate } from '../dates/iso-date.ts';

// The product's policies as data: the web pages and the contract PDF render the same words.

/**
 * Text with a tiny inline markup (see inline-markup.ts): `**bold**` and `[label](/path)` or
 * `[label](mailto:…)`. Nothing else is special.
 */
export type MarkupText = string;

export type LegalBlock = { kind: 'paragraph'; text: MarkupText } | { kind: 'list'; items: MarkupText[] };

export interface LegalSection {
  /** The anchor of the section on its page (`/politica-cancelamento#reembolso`). */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  updatedAt: IsoDate;
  sections: LegalSection[];
}

export function paragraph(text: MarkupText): LegalBlock {
  return { kind: 'paragraph', text };
}

export function list(items: MarkupText[]): LegalBlock {
  return { kind: 'list', items };
}
