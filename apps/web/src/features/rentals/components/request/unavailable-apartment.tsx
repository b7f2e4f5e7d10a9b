import type { ApartmentSummary } from '@estadia/domain';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { apartmentLabel } from '../../../../components/ui/apartment-label';
import { Button } from '../../../../components/ui/button';
import { RadioCards } from '../../../../components/ui/radio-cards';
import { TextLink } from '../../../../components/ui/text-link';

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
  const [chosen, setChosen] = useState<string | null>(alternatives[0]?.id ?? null);
  const apartment = alternatives.find((candidate) => candidate.id === chosen) ?? null;

  return (
    <div className="space-y-4 rounded-xl border border-accent/40 bg-accent-soft p-4">
      <Alert
        tone="warning"
        title="Este apartamento acabou de ser reservado"
        className="border-0 bg-transparent p-0"
      >
        {message}
      </Alert>
      {alternatives.length > 0 ? (
        <>
          <RadioCards
            legend="Outros apartamentos livres nas mesmas datas"
            name="apartamento-alternativo"
            options={alternatives.map((candidate) => ({
              value: candidate.id,
              label: `Apto ${candidate.number}`,
              description: apartmentLabel(candidate),
            }))}
            value={chosen}
            onChange={setChosen}
          />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <TextLink to={changeDatesPath} className="text-sm">
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
        <TextLink to={changeDatesPath}>Escolher outras datas</TextLink>
      )}
    </div>
  );
}
