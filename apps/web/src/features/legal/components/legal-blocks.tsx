import { type LegalBlock, type LegalDocument, type MarkupText, parseInlineMarkup } from '@estadia/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LegalSection } from './legal-document';

/** A paragraph or list item of the domain's legal texts: bold, links inside the app, e-mail and phone. */
function InlineMarkup({ text }: { text: MarkupText }): ReactNode {
  return parseInlineMarkup(text).map((run, index) => {
    const key = `${index}-${run.text}`;
    if (run.kind === 'link') {
      return run.href.startsWith('/') ? (
        <Link key={key} to={run.href}>
          {run.text}
        </Link>
      ) : (
        <a key={key} href={run.href}>
          {run.text}
        </a>
      );
    }
    return run.bold ? <strong key={key}>{run.text}</strong> : run.text;
  });
}

function LegalBlocks({ blocks }: { blocks: LegalBlock[] }): ReactNode {
  return blocks.map((block, index) =>
    block.kind === 'paragraph' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text, never reordered
      <p key={index}>
        <InlineMarkup text={block.text} />
      </p>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text, never reordered
      <ul key={index}>
        {block.items.map((item) => (
          <li key={item}>
            <InlineMarkup text={item} />
          </li>
        ))}
      </ul>
    ),
  );
}

/** The sections of a legal text from the domain, as LegalDocument shows them. */
export function legalSections(document: LegalDocument): LegalSection[] {
  return document.sections.map((section) => ({
    id: section.id,
    title: section.title,
    body: <LegalBlocks blocks={section.blocks} />,
  }));
}
