import type { ApartmentSummary } from '@estadia/domain';
import { useId, useState } from 'react';
import { floorLabel } from '@/components/ui/apartment-label';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { AlertIcon } from '@/components/ui/status-icons';
import { TextLink } from '@/components/ui/text-link';

const byText = new Intl.Collator('pt-BR', { numeric: true });

/** Alternatives by block, then floor and number, for an option list grouped by block. */
export function alternativesByBlock(
  alternatives: readonly ApartmentSummary[],
): { block: string; apartments: ApartmentSummary[] }[] {
  const sorted = [...alternatives].sort(
    (a, b) => byText.compare(a.block, b.block) || a.floor - b.floor || byText.compare(a.number, b.number),
  );
  const groups: { block: string; apartments: ApartmentSummary[] }[] = [];
  for (const apartment of sorted) {
    const last = groups.at(-1);
    if (last?.block === apartment.block) last.apartments.push(apartment);
    else groups.push({ block: apartment.block, apartments: [apartment] });
  }
  return groups;
}

/**
 * The apartment was taken while the customer was deciding (409 APARTMENT_UNAVAILABLE): the other free
 * apartments of the same modality, one click away from being sent instead.
 */
export function UnavailableApartment({
  message,
  alternatives,
  changeDatesPath,
  onChoose,
  isSwitching,
}: {
  message: string;
  alternatives: readonly ApartmentSummary[];
  changeDatesPath: string;
  onChoose: (apartment: ApartmentSummary) => void;
  isSwitching: boolean;
}) {
  const id = useId();
  const groups = alternativesByBlock(alternatives);
  const [chosen, setChosen] = useState<string>(groups[0]?.apartments[0]?.id ?? '');
  const apartment = alternatives.find((candidate) => candidate.id === chosen) ?? null;

  return (
    <div role="alert" className="space-y-4 rounded-xl border border-accent/40 bg-accent-soft p-4 text-ink">
      <div className="flex gap-3">
        <AlertIcon className="mt-0.5 size-5 shrink-0 text-accent-ink" />
        <div className="space-y-1 text-sm">
          <p className="font-semibold">Este apartamento acabou de ser reservado</p>
          <p className="leading-6">{message}</p>
        </div>
      </div>
      {groups.length > 0 ? (
        <>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-apartamento`} className="text-sm font-medium">
              Outro apartamento livre nas mesmas datas ({alternatives.length})
            </label>
            <Select
              id={`${id}-apartamento`}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
            >
              {groups.map((group) => (
                <optgroup key={group.block} label={`Bloco ${group.block}`}>
                  {group.apartments.map((candidate) => (
                    <option key={candidate.id} value={candidate.id}>
                      Apto {candidate.number} · {floorLabel(candidate.floor)} · bloco {candidate.block}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <TextLink to={changeDatesPath} className="text-center text-sm">
              Prefiro escolher outras datas
            </TextLink>
            <Button
              disabled={!apartment}
              isLoading={isSwitching}
              onClick={() => apartment && onChoose(apartment)}
            >
              Trocar de apartamento e enviar
            </Button>
          </div>
        </>
      ) : (
        <TextLink to={changeDatesPath} className="text-sm">
          Escolher outras datas
        </TextLink>
      )}
    </div>
  );
}
