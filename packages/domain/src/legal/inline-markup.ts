import type { MarkupText } from './legal-document.ts';

/** A piece of a line of text: plain, bold, or a link (to a path of the site, an e-mail or a phone). */
export type InlineRun =
  | { kind: 'text'; text: string; bold: boolean }
  | { kind: 'link'; text: string; href: string };

const TOKEN = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** `**bold**` and `[label](href)` into runs; anything else, unbalanced markers included, is text. */
export function parseInlineMarkup(text: MarkupText): InlineRun[] {
  const runs: InlineRun[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) runs.push({ kind: 'text', text: text.slice(last, match.index), bold: false });
    if (match[1] !== undefined) runs.push({ kind: 'text', text: match[1], bold: true });
    else runs.push({ kind: 'link', text: match[2]!, href: match[3]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ kind: 'text', text: text.slice(last), bold: false });
  return runs;
}

/** The words a reader sees, without markup: links become their label (a printed contract has no links). */
export function markupToPlainText(text: MarkupText): string {
  return parseInlineMarkup(text)
    .map((run) => run.text)
    .join('');
}
