import type { ApartmentSummary } from '@estadia/domain';
import { useId } from 'react';
import { apartmentLabel, floorLabel } from '@/components/ui/apartment-label';
import { Select } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { groupApartments } from '@/features/catalog/booking/apartment-groups';
import { cn } from '@/lib/cn';

interface ApartmentPickerProps {
  free: ApartmentSummary[];
  value: ApartmentSummary | null;
  onChange: (apartment: ApartmentSummary) => void;
}

/** The apartment, chosen by block and floor among the free ones. */
export function ApartmentPicker({ free, value, onChange }: ApartmentPickerProps) {
  const id = useId();
  const blocks = groupApartments(free);
  const block = blocks.find((group) => group.block === value?.block) ?? blocks[0];
  const floor = block?.floors.find((group) => group.floor === value?.floor) ?? block?.floors[0];
  if (!block || !floor) return null;

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-semibold text-ink">Apartamento</legend>
      <p className="text-sm text-ink-muted">
        {free.length === 1
          ? 'Há 1 apartamento livre nessas datas.'
          : `Há ${free.length} apartamentos livres nessas datas. Escolha o bloco, o andar e o número.`}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-bloco`} className="text-sm font-medium text-ink">
            Bloco
          </label>
          <Select
            id={`${id}-bloco`}
            value={block.block}
            onChange={(event) => {
              const next = blocks.find((group) => group.block === event.target.value);
              const first = next?.floors[0]?.apartments[0];
              if (first) onChange(first);
            }}
          >
            {blocks.map((group) => (
              <option key={group.block} value={group.block}>
                Bloco {group.block}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-andar`} className="text-sm font-medium text-ink">
            Andar
          </label>
          <Select
            id={`${id}-andar`}
            value={String(floor.floor)}
            onChange={(event) => {
              const next = block.floors.find((group) => String(group.floor) === event.target.value);
              const first = next?.apartments[0];
              if (first) onChange(first);
            }}
          >
            {block.floors.map((group) => (
              <option key={group.floor} value={group.floor}>
                {floorLabel(group.floor)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div
        role="radiogroup"
        aria-label={`Apartamentos livres no ${floorLabel(floor.floor).toLowerCase()} do bloco ${block.block}`}
        className="flex flex-wrap gap-2"
      >
        {floor.apartments.map((apartment) => {
          const checked = apartment.id === value?.id;
          return (
            <label
              key={apartment.id}
              className={cn(
                'cursor-pointer rounded-lg border px-3 py-2 text-sm font-semibold tabular-nums transition-colors',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus has-[:focus-visible]:outline-solid',
                checked
                  ? 'border-brand bg-brand text-on-brand'
                  : 'border-line-strong bg-surface text-ink hover:border-brand',
              )}
            >
              <input
                type="radio"
                name={`${id}-apartamento`}
                className="sr-only"
                checked={checked}
                onChange={() => onChange(apartment)}
                aria-label={apartmentLabel(apartment)}
              />
              Apto {apartment.number}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function ApartmentPickerSkeleton() {
  return (
    <div className="space-y-3" aria-hidden="true">
      <Skeleton className="h-4 w-28" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
      <div className="flex gap-2">
        <Skeleton className="h-9 w-20" />
        <Skeleton className="h-9 w-20" />
      </div>
    </div>
  );
}
