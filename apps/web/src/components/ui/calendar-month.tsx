import { compareIsoDates, type IsoDate } from '@estadia/domain';
import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import {
  type DateRange,
  type DateRules,
  dayAriaLabel,
  isDaySelectable,
  monthTitle,
  monthWeeks,
  WEEKDAYS,
  type YearMonth,
} from './date-range-logic';

interface CalendarMonthProps {
  id: string;
  month: YearMonth;
  range: DateRange;
  /** The day under the pointer or the keyboard while the check-out is being chosen: a preview. */
  previewEnd: IsoDate | null;
  rules: DateRules;
  today: IsoDate;
  /** The one day of the grid reachable with Tab (roving tabindex). */
  focusDay: IsoDate;
  onPick: (day: IsoDate) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, day: IsoDate) => void;
  onPreview: (day: IsoDate | null) => void;
  registerButton: (day: IsoDate, element: HTMLButtonElement | null) => void;
}

function between(day: IsoDate, a: IsoDate, b: IsoDate): boolean {
  const [low, high] = compareIsoDates(a, b) <= 0 ? [a, b] : [b, a];
  return compareIsoDates(day, low) > 0 && compareIsoDates(day, high) < 0;
}

/** One month of the range picker: a grid of day buttons, Sunday first. */
export function CalendarMonth({
  id,
  month,
  range,
  previewEnd,
  rules,
  today,
  focusDay,
  onPick,
  onKeyDown,
  onPreview,
  registerButton,
}: CalendarMonthProps) {
  const titleId = `${id}-titulo`;
  const end = range.end ?? previewEnd;

  return (
    <div className="min-w-0 flex-1">
      <p id={titleId} className="mb-2 flex h-9 items-center justify-center text-sm font-semibold text-ink">
        {monthTitle(month)}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker pattern is a table with the grid role, moved through with the arrow keys. */}
      <table role="grid" aria-labelledby={titleId} className="w-full table-fixed border-collapse">
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th
                key={weekday.short}
                scope="col"
                abbr={weekday.long}
                className="pb-1 text-center text-xs font-medium text-ink-subtle"
              >
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the 1st and after the last day never move.
                if (!day) return <td key={`vazio-${index}`} aria-hidden="true" />;
                const isStart = day === range.start;
                const isEnd = day === range.end;
                const isEdge = isStart || isEnd;
                const inRange = Boolean(range.start && end && between(day, range.start, end));
                const isPreviewEnd = !range.end && day === previewEnd && !isStart;
                const selectable = isDaySelectable(range, day, rules);
                const taken = rules.disabledNights?.has(day) ?? false;
                const hasBand = Boolean(range.start && end && range.start !== end);
                const labels = [dayAriaLabel(day)];
                if (isStart) labels.push('entrada');
                if (isEnd) labels.push('saída');
                if (day === today) labels.push('hoje');
                if (taken) labels.push('noite indisponível');
                return (
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: in a table with the grid role a cell is a gridcell, which has aria-selected; its button takes the focus.
                  <td
                    key={day}
                    aria-selected={isEdge || inRange}
                    className={cn(
                      'p-0 py-0.5',
                      inRange && 'bg-brand-soft',
                      hasBand &&
                        isStart &&
                        compareIsoDates(range.start!, end!) < 0 &&
                        'bg-[linear-gradient(to_right,transparent_50%,var(--brand-soft)_50%)]',
                      hasBand &&
                        (isEnd || isPreviewEnd) &&
                        'bg-[linear-gradient(to_left,transparent_50%,var(--brand-soft)_50%)]',
                    )}
                  >
                    <button
                      ref={(element) => registerButton(day, element)}
                      type="button"
                      tabIndex={day === focusDay ? 0 : -1}
                      aria-label={labels.join(', ')}
                      aria-disabled={!selectable && !isEdge ? true : undefined}
                      onClick={() => onPick(day)}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      onMouseEnter={() => onPreview(day)}
                      onFocus={() => onPreview(day)}
                      className={cn(
                        'relative mx-auto flex h-10 w-full max-w-11 items-center justify-center rounded-full text-sm tabular-nums transition-colors',
                        isEdge
                          ? 'bg-brand font-semibold text-on-brand'
                          : selectable
                            ? 'font-medium text-ink hover:bg-brand/15'
                            : 'cursor-not-allowed text-ink-subtle/60',
                        isPreviewEnd && selectable && 'ring-2 ring-brand ring-inset',
                        taken && !isEdge && 'line-through decoration-ink-subtle/70',
                      )}
                    >
                      {Number(day.slice(8, 10))}
                      {day === today && !isEdge && (
                        <span
                          aria-hidden="true"
                          className="absolute bottom-1 left-1/2 size-1 -translate-x-1/2 rounded-full bg-brand"
                        />
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
