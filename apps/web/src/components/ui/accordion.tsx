import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { ChevronDownIcon } from './icons';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** Heading level of each question, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  defaultOpenId?: string;
  className?: string;
}

/**
 * The WAI-ARIA accordion pattern: each header is a button (Enter/Space toggle) with aria-expanded;
 * ArrowUp/ArrowDown/Home/End move between headers. Several panels may be open at once.
 */
export function Accordion({ items, headingLevel = 3, defaultOpenId, className }: AccordionProps) {
  const baseId = useId();
  const [openIds, setOpenIds] = useState<Set<string>>(() => new Set(defaultOpenId ? [defaultOpenId] : []));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  function toggle(id: string) {
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  }

  return (
    <div className={cn('divide-y divide-line rounded-2xl border border-line bg-surface', className)}>
      {items.map((item, index) => {
        const isOpen = openIds.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} id={item.id} className="scroll-mt-24">
            <Heading className="m-0">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink hover:bg-surface-muted focus-visible:-outline-offset-2 sm:px-6"
              >
                {item.title}
                <ChevronDownIcon
                  className={cn(
                    'size-5 shrink-0 text-ink-muted transition-transform',
                    isOpen && 'rotate-180',
                  )}
                />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-5 pb-5 text-[0.9375rem] leading-7 text-ink-muted sm:px-6"
            >
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
