import {
  type ApartmentSummary,
  formatMoney,
  PAYMENT_TYPE_LABELS,
  RENT_GUARANTEE_TYPE_LABELS,
  type Rental,
} from '@estadia/domain';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { RentalStaySummary } from '@/components/rentals/rental-stay-summary';
import { SendIcon } from '@/components/ui/booking-icons';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { useSubmitRental } from '@/features/rentals/api/submit-rental';
import { useUpdateRental } from '@/features/rentals/api/update-rental';
import type { WithDates } from '@/lib/date-fields';
import type { RentalView } from '@/lib/rentals/get-rental';
import { completeProfilePath } from './profile-step';
import { changeStayPath } from './stay-step';
import { StepCard } from './step-card';
import { SubmitFailure } from './submit-failure';

interface ReviewStepProps {
  rental: RentalView;
  onBack: () => void;
  onEditChoices: () => void;
  /** The draft now points at another apartment (chosen after a 409). */
  onApartmentChanged: (rental: WithDates<Rental>) => void;
  onSent: (rental: WithDates<Rental>) => void;
}

export function ReviewStep({ rental, onBack, onEditChoices, onApartmentChanged, onSent }: ReviewStepProps) {
  const location = useLocation();
  const submit = useSubmitRental();
  const update = useUpdateRental();
  const [failure, setFailure] = useState<unknown>(null);

  const send = async (rentId: string) => {
    setFailure(null);
    try {
      onSent(await submit.mutateAsync(rentId));
    } catch (error) {
      setFailure(error);
    }
  };

  const switchApartment = async (apartment: ApartmentSummary) => {
    try {
      const updated = await update.mutateAsync({ rentId: rental.id, changes: { apartmentId: apartment.id } });
      onApartmentChanged(updated);
      await send(updated.id);
    } catch (error) {
      setFailure(error);
    }
  };

  const depositCents = rental.projectModality.securityDepositCents;
  const choices = [
    {
      term: 'Garantia',
      value: !rental.rentGuaranteeType
        ? 'Não escolhida'
        : rental.rentGuaranteeType === 'SECURITY_DEPOSIT' && depositCents
          ? `Caução de ${formatMoney(depositCents)} (devolvida ao fim da locação)`
          : RENT_GUARANTEE_TYPE_LABELS[rental.rentGuaranteeType],
    },
    {
      term: 'Pagamento',
      value: rental.paymentType ? PAYMENT_TYPE_LABELS[rental.paymentType] : 'Não escolhido',
    },
  ];

  return (
    <StepCard
      title="Revise e envie"
      description="Confira tudo antes de enviar. As noites só ficam reservadas para você depois do envio."
      footer={
        <>
          <Button variant="ghost" onClick={onBack}>
            Voltar
          </Button>
          <Button size="lg" onClick={() => send(rental.id)} isLoading={submit.isPending && !update.isPending}>
            <SendIcon className="size-4" />
            Enviar solicitação
          </Button>
        </>
      }
    >
      <div className="space-y-6">
        <RentalStaySummary rental={rental} />
        <div className="flex flex-wrap items-end justify-between gap-4 rounded-xl border border-line p-4">
          <dl className="grid flex-1 grid-cols-2 gap-4">
            {choices.map((choice) => (
              <div key={choice.term}>
                <dt className="text-sm text-ink-subtle">{choice.term}</dt>
                <dd className="font-medium text-ink">{choice.value}</dd>
              </div>
            ))}
          </dl>
          <Button variant="secondary" size="sm" onClick={onEditChoices}>
            Alterar
          </Button>
        </div>
        <p className="text-sm text-ink-muted">
          Ao enviar, você concorda com os <TextLink to="/termos-e-politica">Termos de uso</TextLink>, a{' '}
          <TextLink to="/politica-cancelamento">Política de cancelamento</TextLink> e o{' '}
          <TextLink to="/regulamento-interno">Regulamento interno</TextLink>.
        </p>
        {failure !== null && (
          <SubmitFailure
            error={failure}
            changeDatesPath={changeStayPath(rental)}
            completeProfileLink={completeProfilePath(`${location.pathname}${location.search}`)}
            onChooseApartment={switchApartment}
            isSwitching={update.isPending || submit.isPending}
          />
        )}
      </div>
    </StepCard>
  );
}
