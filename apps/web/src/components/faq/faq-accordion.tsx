import type { FaqEntry } from '@/content/faq-highlights';
import { Accordion } from '../ui/accordion';

/** Questions that open on their answers, a paragraph per line of the answer (/faq, the home page's teaser). */
export function FaqAccordion({
  entries,
  idPrefix = '',
}: {
  entries: readonly FaqEntry[];
  idPrefix?: string;
}) {
  return (
    <Accordion
      items={entries.map((entry) => ({
        id: `${idPrefix}${entry.id}`,
        title: entry.question,
        content: entry.answer.map((paragraph) => (
          <p key={paragraph} className="mt-2 first:mt-0">
            {paragraph}
          </p>
        )),
      }))}
    />
  );
}
