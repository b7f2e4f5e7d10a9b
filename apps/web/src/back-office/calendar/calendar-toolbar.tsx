import { formatBrDate, type IsoDate } from '@estadia/domain';
import { type FormEvent, useState } from 'react';
import { ChevronLeftIcon } from '@/components/ui/booking-icons';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ChevronRightIcon } from '@/components/ui/icons';
import { Select } from '@/components/ui/input';
import { TextField } from '@/components/ui/text-field';
import { readBrDateField } from '@/lib/br-date-field';
import { maskBrDate } from '@/lib/masks';
import type { CalendarProject } from '../get-calendar-projects';
import { type CalendarRange, NIGHT_COUNTS, rangeLabel, shiftRange } from './calendar-range';

/** The project, and the window: today, the previous or next period, its length, or a date to start from. */
export function CalendarToolbar({
  projects,
  projectId,
  onProjectChange,
  range,
  onRangeChange,
  today,
}: {
  projects: readonly CalendarProject[];
  projectId: string | undefined;
  onProjectChange: (projectId: string) => void;
  range: CalendarRange;
  onRangeChange: (range: CalendarRange) => void;
  today: IsoDate;
}) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 lg:flex-row lg:flex-wrap lg:items-end">
      <Field label="Empreendimento" className="lg:w-72">
        {(control) => (
          <Select
            {...control}
            value={projectId ?? ''}
            onChange={(event) => onProjectChange(event.target.value)}
          >
            {projects.map((project) => (
              <option key={project.id} value={project.id}>
                {project.name} ({project.cityName})
              </option>
            ))}
          </Select>
        )}
      </Field>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-ink">Período: {rangeLabel(range)}</legend>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            aria-label="Período anterior"
            onClick={() => onRangeChange(shiftRange(range, -1))}
          >
            <ChevronLeftIcon className="size-5" />
          </Button>
          <Button
            variant="secondary"
            disabled={range.from === today}
            onClick={() => onRangeChange({ ...range, from: today })}
          >
            Hoje
          </Button>
          <Button
            variant="secondary"
            aria-label="Próximo período"
            onClick={() => onRangeChange(shiftRange(range, 1))}
          >
            <ChevronRightIcon className="size-5" />
          </Button>
          {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form fieldset. */}
          <div
            role="group"
            aria-label="Noites exibidas"
            className="flex rounded-lg border border-line-strong p-0.5"
          >
            {NIGHT_COUNTS.map((nights) => (
              <button
                key={nights}
                type="button"
                aria-pressed={range.nights === nights}
                onClick={() => onRangeChange({ ...range, nights })}
                className="h-9 rounded-md px-3 text-sm font-semibold text-ink-muted hover:text-ink aria-pressed:bg-brand aria-pressed:text-on-brand"
              >
                {nights} noites
              </button>
            ))}
          </div>
        </div>
      </fieldset>
      <GoToDate key={range.from} from={range.from} onGo={(from) => onRangeChange({ ...range, from })} />
    </div>
  );
}

/** 'A partir de' a typed date (dd/mm/aaaa). */
function GoToDate({ from, onGo }: { from: IsoDate; onGo: (from: IsoDate) => void }) {
  const [text, setText] = useState(formatBrDate(from));
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const date = readBrDateField(text);
    setError(date.error);
    if (date.iso) onGo(date.iso);
  };
  return (
    <form onSubmit={submit} noValidate className="flex items-start gap-2">
      <TextField
        label="A partir de"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
        mask={maskBrDate}
        inputMode="numeric"
        placeholder="dd/mm/aaaa"
        inputClassName="w-36"
      />
      <Button type="submit" variant="secondary" className="mt-[1.625rem]">
        Ir
      </Button>
    </form>
  );
}
