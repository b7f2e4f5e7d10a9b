import { formatMoney, MAX_CAR_SPOTS } from '@estadia/domain';
import { NumberStepper } from '@/components/ui/number-stepper';
import { cn } from '@/lib/cn';

interface CarSpotsPickerProps {
  value: { common: number; covered: number };
  onChange: (value: { common: number; covered: number }) => void;
  spotPrices: { commonSpotDaily: number; coveredSpotDaily: number };
  className?: string;
}

/** Common and covered car spots, none by default. */
export function CarSpotsPicker({ value, onChange, spotPrices, className }: CarSpotsPickerProps) {
  return (
    <fieldset className={cn('min-w-0 space-y-3', className)}>
      <legend className="text-sm font-semibold text-ink">Vagas de garagem</legend>
      <NumberStepper
        label="Vagas comuns"
        description={`${formatMoney(spotPrices.commonSpotDaily)} por dia`}
        value={value.common}
        max={MAX_CAR_SPOTS}
        onChange={(common) => onChange({ ...value, common })}
        decrementLabel="Remover uma vaga comum"
        incrementLabel="Adicionar uma vaga comum"
      />
      <NumberStepper
        label="Vagas cobertas"
        description={`${formatMoney(spotPrices.coveredSpotDaily)} por dia`}
        value={value.covered}
        max={MAX_CAR_SPOTS}
        onChange={(covered) => onChange({ ...value, covered })}
        decrementLabel="Remover uma vaga coberta"
        incrementLabel="Adicionar uma vaga coberta"
      />
    </fieldset>
  );
}
