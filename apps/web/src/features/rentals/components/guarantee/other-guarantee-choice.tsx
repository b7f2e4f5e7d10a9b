import { RENT_GUARANTEE_TYPE_LABELS, type RentGuaranteeType, TEMPORADA_MAX_NIGHTS } from '@estadia/domain';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RadioCards } from '@/components/ui/radio-cards';
import { useChooseGuarantee } from '@/features/rentals/api/choose-guarantee';
import { errorMessage, wasHandled } from '@/lib/api-error';
import type { RentalView } from '@/lib/rentals/get-rental';
import { guaranteeOptions, type RequestOption } from '@/lib/rentals/request-options';
import { toastSuccess } from '@/lib/toast';

/** 'Sem garantia' as a radio value; the API takes null. */
const NONE = 'NONE';
type Choice = Exclude<RentGuaranteeType, 'CREDPAGO'> | typeof NONE;

function choiceOptions(nights: number, depositCents: number | null | undefined): RequestOption<Choice>[] {
  const others = guaranteeOptions(depositCents).filter(
    (option): option is RequestOption<Exclude<RentGuaranteeType, 'CREDPAGO'>> => option.value !== 'CREDPAGO',
  );
  return [
    ...others,
    {
      value: NONE,
      label: 'Sem garantia',
      description:
        nights > TEMPORADA_MAX_NIGHTS
          ? 'Sem garantia, o aluguel é pago mês a mês, no máximo um mês adiantado.'
          : 'A locação segue sem garantia.',
    },
  ];
}

/** After a refused analysis: another guarantee (caução, fiador) or none, sent with PUT …/guarantee. */
export function OtherGuaranteeChoice({ rental }: { rental: RentalView }) {
  const [choice, setChoice] = useState<Choice | null>(null);
  const [showError, setShowError] = useState(false);
  const choose = useChooseGuarantee(rental.id);

  const save = async () => {
    setShowError(true);
    if (!choice) {
      document.querySelector<HTMLInputElement>('input[name="outra-garantia"]')?.focus();
      return;
    }
    const rentGuaranteeType = choice === NONE ? null : choice;
    try {
      await choose.mutateAsync({ rentGuaranteeType });
      toastSuccess(
        rentGuaranteeType
          ? `Garantia alterada para ${RENT_GUARANTEE_TYPE_LABELS[rentGuaranteeType]}.`
          : 'A locação segue sem garantia.',
      );
    } catch {
      // Shown below from choose.error.
    }
  };

  return (
    <div className="space-y-4 border-t border-line pt-4">
      <RadioCards
        legend="Escolha outra garantia"
        hint="Com a nova escolha, a reserva segue para a aprovação."
        name="outra-garantia"
        options={choiceOptions(rental.nights, rental.projectModality.securityDepositCents)}
        value={choice}
        onChange={(value) => {
          setChoice(value);
          setShowError(false);
        }}
        error={showError && !choice ? 'Escolha uma das opções.' : undefined}
      />
      <Button onClick={save} isLoading={choose.isPending}>
        Confirmar a escolha
      </Button>
      {choose.isError && !wasHandled(choose.error) && (
        <Alert tone="error">
          {errorMessage(choose.error, 'Não foi possível trocar a garantia. Tente novamente.')}
        </Alert>
      )}
    </div>
  );
}
