import { formatBrDate, type IsoDate, isValidInterval } from '@estadia/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { DateRange } from '@/components/ui/date-range-logic';
import { DateRangePicker } from '@/components/ui/date-range-picker';
import { CalendarIcon } from '@/components/ui/icons';
import { Select } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';

export interface ProjectsFilterValue {
  city: string | null;
  start: IsoDate | null;
  end: IsoDate | null;
}

interface ProjectsFiltersProps {
  cities: readonly string[];
  value: ProjectsFilterValue;
  onChange: (value: ProjectsFilterValue) => void;
}

/** Place and dates of the projects list; each change applies at once (and goes to the address). */
export function ProjectsFilters({ cities, value, onChange }: ProjectsFiltersProps) {
  const id = useId();
  const [isPickingDates, setPickingDates] = useState(false);
  const [draft, setDraft] = useState<DateRange>({ start: value.start, end: value.end });
  const options = value.city && !cities.includes(value.city) ? [value.city, ...cities] : cities;
  const hasDates = Boolean(value.start && value.end);

  const openDates = () => {
    setDraft({ start: value.start, end: value.end });
    setPickingDates(true);
  };

  return (
    <section
      aria-label="Filtrar projetos"
      className="grid gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card sm:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] sm:items-end"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-cidade`} className="text-sm font-medium text-ink">
          Cidade
        </label>
        <Select
          id={`${id}-cidade`}
          value={value.city ?? ''}
          onChange={(event) => onChange({ ...value, city: event.target.value || null })}
        >
          <option value="">Todas as cidades</option>
          {options.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <span id={`${id}-datas`} className="text-sm font-medium text-ink">
          Datas
        </span>
        <div className="flex gap-2">
          <button
            type="button"
            aria-labelledby={`${id}-datas ${id}-datas-valor`}
            onClick={openDates}
            className="flex h-11 min-w-0 flex-1 items-center gap-2 rounded-lg border border-line-strong bg-surface px-3 text-left text-base text-ink transition-colors hover:border-ink-subtle"
          >
            <CalendarIcon className="size-5 shrink-0 text-ink-muted" />
            <span id={`${id}-datas-valor`} className={hasDates ? 'truncate' : 'truncate text-ink-subtle'}>
              {hasDates ? `${formatBrDate(value.start)} a ${formatBrDate(value.end)}` : 'Qualquer data'}
            </span>
          </button>
          {hasDates && (
            <Button variant="ghost" onClick={() => onChange({ ...value, start: null, end: null })}>
              Limpar
            </Button>
          )}
        </div>
      </div>

      <Modal
        open={isPickingDates}
        onClose={() => setPickingDates(false)}
        size="lg"
        title="Quando você vai?"
        description="Mostramos só os projetos com apartamento livre em todas as noites."
        footer={
          <>
            <Button variant="secondary" onClick={() => setPickingDates(false)}>
              Cancelar
            </Button>
            <Button
              disabled={!isValidInterval(draft)}
              onClick={() => {
                if (!isValidInterval(draft)) return;
                onChange({ ...value, start: draft.start, end: draft.end });
                setPickingDates(false);
              }}
            >
              Ver projetos livres
            </Button>
          </>
        }
      >
        <DateRangePicker value={draft} onChange={setDraft} />
      </Modal>
    </section>
  );
}
