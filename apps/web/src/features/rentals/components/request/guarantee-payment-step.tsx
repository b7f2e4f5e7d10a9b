import { effectiveGuarantee, type PaymentType, type RentGuaranteeType, rentRegime } from '@estadia/domain';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { RadioCards } from '@/components/ui/radio-cards';
import { useUpdateRental } from '@/features/rentals/api/update-rental';
import { errorMessage, wasHandled } from '@/lib/api-error';
import type { RentalView } from '@/lib/rentals/get-rental';
import { guaranteeOptions, paymentOptions, regimeSentence } from '@/lib/rentals/request-options';
import { StepCard } from './step-card';

export function GuaranteePaymentStep({
  rental,
  onBack,
  onNext,
}: {
  rental: RentalView;
  onBack: () => void;
  onNext: () => void;
}) {
  const [guarantee, setGuarantee] = useState<RentGuaranteeType | null>(rental.rentGuaranteeType);
  // Past temporada the guarantee decides how the rent may be charged: the choice follows it.
  const regime = rentRegime(
    rental.nights,
    effectiveGuarantee(guarantee, rental.projectModality.securityDepositCents),
  );
  const payments = paymentOptions(rental.period, regime);
  const [picked, setPayment] = useState<PaymentType | null>(rental.paymentType);
  const payment = payments.some((option) => option.value === picked)
    ? picked
    : payments.length === 1
      ? (payments[0]?.value ?? null)
      : null;
  const [showErrors, setShowErrors] = useState(false);
  const update = useUpdateRental();

  const save = async () => {
    setShowErrors(true);
    if (!guarantee || !payment) {
      // Keyboard and screen-reader users land on the first choice still missing.
      document
        .querySelector<HTMLInputElement>(`input[name="${guarantee ? 'pagamento' : 'garantia'}"]`)
        ?.focus();
      return;
    }
    if (guarantee === rental.rentGuaranteeType && payment === rental.paymentType) {
      onNext();
      return;
    }
    try {
      await update.mutateAsync({
        rentId: rental.id,
        changes: { rentGuaranteeType: guarantee, paymentType: payment },
      });
      onNext();
    } catch {
      // Shown below from update.error.
    }
  };

  return (
    <StepCard
      title="Garantia e pagamento"
      description="Escolha como garantir o aluguel e como prefere pagar. O pagamento só é feito depois da aprovação e da assinatura do contrato."
      footer={
        <>
          <Button variant="ghost" onClick={onBack}>
            Voltar
          </Button>
          <Button onClick={save} isLoading={update.isPending}>
            Continuar
            <ArrowRightIcon className="size-4" />
          </Button>
        </>
      }
    >
      <div className="space-y-8">
        <RadioCards
          legend="Garantia do aluguel"
          name="garantia"
          options={guaranteeOptions(rental.projectModality.securityDepositCents)}
          value={guarantee}
          onChange={setGuarantee}
          error={showErrors && !guarantee ? 'Escolha o tipo de garantia.' : undefined}
        />
        <RadioCards
          legend="Forma de pagamento"
          hint={
            regimeSentence(regime, guarantee) ??
            (rental.period === 'LONG_PERIOD'
              ? 'Em estadias longas você também pode pagar com um boleto por mês.'
              : undefined)
          }
          name="pagamento"
          options={payments}
          value={payment}
          onChange={setPayment}
          error={showErrors && !payment ? 'Escolha a forma de pagamento.' : undefined}
        />
        {update.isError && !wasHandled(update.error) && (
          <Alert tone="error">
            {errorMessage(update.error, 'Não foi possível salvar a sua escolha. Tente novamente.')}
          </Alert>
        )}
      </div>
    </StepCard>
  );
}
