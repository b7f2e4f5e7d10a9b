import { formatBrDateRange, RENTAL_STATUS_TABLE, type RentalStatus } from '@estadia/domain';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { PAYMENT_STEPS, paymentStepIndex } from '@/components/payments/payment-labels';
import { chargeToSimulate } from '@/components/payments/payment-state';
import { RefundList } from '@/components/payments/refund-list';
import { RentRegimeNotice } from '@/components/payments/rent-regime-notice';
import { SandboxBox } from '@/components/payments/sandbox-box';
import { HoldCountdown } from '@/components/rentals/hold-countdown';
import { RentalLoadError } from '@/components/rentals/rental-load-error';
import { BackLink } from '@/components/ui/back-link';
import { Container, PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Steps } from '@/components/ui/steps';
import { usePaymentOptions } from '@/lib/payments/get-payment-options';
import { type RentalView, useFollowedRental } from '@/lib/rentals/get-rental';
import { depositOwed } from '../components/deposit-charge';
import { PaymentApproved } from '../components/payment-approved';
import { PaymentStep } from '../components/payment-step';
import {
  CancelledPanel,
  DefaulterPanel,
  FinishedPanel,
  UnfinishedPanel,
  WaitingApprovalPanel,
} from '../components/rental-status-panels';
import { SandboxBanner } from '../components/sandbox-banner';
import { SecurePurchaseNote } from '../components/secure-purchase-note';
import { SignedContractNotice } from '../components/signed-contract-notice';
import { StayCard } from '../components/stay-card';

/** Statuses whose nights are held unpaid, with a deadline. */
const HELD: RentalStatus[] = ['WAITING_FOR_SIGNATURE', 'WAITING_FOR_PAYMENT'];
/** Statuses with charges the sandbox's bank can pay. */
const PAYABLE: RentalStatus[] = ['WAITING_FOR_PAYMENT', 'RENTED', 'DEFAULTER'];

/**
 * The steps of the rental itself the screen shows between the payment's: the contract to sign, the CredPago
 * analysis while the rental waits for approval, and the withdrawal right once paid. They belong to the
 * rentals feature, which this one does not import: the route module that mounts the screen gives them
 * (app/pages/rental-payment-parts.tsx).
 */
export interface RentalPaymentParts {
  ContractStep: ComponentType<{ rental: RentalView }>;
  GuaranteePanel: ComponentType<{ rental: RentalView }>;
  WithdrawalNotice: ComponentType<{ rental: RentalView }>;
}

/**
 * /locacao/pagamento/:rentId — the rental's way from the signed contract to the access code. What it
 * shows follows the rental's status on the server (a reload shows the same step), and it reads the
 * rental again by itself while a payment or an approval is on its way.
 */
export function RentalPaymentScreen({ parts }: { parts: RentalPaymentParts }) {
  const { rentId = '' } = useParams();
  const rental = useFollowedRental(rentId);

  return (
    <Container className="py-8 sm:py-12">
      <BackLink to="/minhas-locacoes" className="mb-4">
        Minhas locações
      </BackLink>
      <PageHeader
        title="Pagamento"
        intro={
          rental.data
            ? `${rental.data.project.name} · ${rental.data.projectModality.name} · ${formatBrDateRange(rental.data.startDate, rental.data.endDate)}`
            : 'Assine o contrato e pague a sua locação.'
        }
      />
      <div className="mt-8">
        {rental.isPending ? (
          <PaymentPageSkeleton />
        ) : rental.isError && !rental.data ? (
          <RentalLoadError rental={rental} />
        ) : (
          <PaymentFlow rental={rental.data} parts={parts} />
        )}
      </div>
    </Container>
  );
}

/** Says the new status out loud when it changes while the screen is open (not on arrival). */
function useStatusAnnouncement(status: RentalStatus): string {
  const previous = useRef(status);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (previous.current === status) return;
    previous.current = status;
    setAnnouncement(`Situação da locação: ${RENTAL_STATUS_TABLE[status].label}.`);
  }, [status]);
  return announcement;
}

function PaymentFlow({ rental, parts }: { rental: RentalView; parts: RentalPaymentParts }) {
  const { ContractStep, GuaranteePanel, WithdrawalNotice } = parts;
  const step = paymentStepIndex(rental.status);
  const announcement = useStatusAnnouncement(rental.status);
  // Read whatever the status: it says whether the server is the sandbox, which every screen states.
  const options = usePaymentOptions(rental.id);
  const simulate =
    options.data?.sandbox && PAYABLE.includes(rental.status) ? chargeToSimulate(rental.payments) : null;
  const held = HELD.includes(rental.status) && rental.holdExpiresAt;
  const postPaid = rental.rentRegime === 'POST_PAID';
  // A post-paid lease with a caução pays it before the keys (the payment step then offers only it).
  const depositFirst = postPaid && depositOwed(rental) !== null;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
      <div className="min-w-0 space-y-5">
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
        {options.data?.sandbox && <SandboxBanner />}
        {step !== null && (
          <nav aria-label="Etapas do pagamento">
            <Steps steps={PAYMENT_STEPS} current={step} />
          </nav>
        )}
        {held && <HoldCountdown expiresAt={rental.holdExpiresAt as string} />}
        {rental.status === 'UNFINISHED' && <UnfinishedPanel rental={rental} />}
        {rental.status === 'WAITING_APPROVAL' && <WaitingApprovalPanel rental={rental} />}
        {/* A CredPago rental waits for its analysis, asked from here. */}
        {rental.status === 'WAITING_APPROVAL' && rental.guarantee?.type === 'CREDPAGO' && (
          <GuaranteePanel rental={rental} />
        )}
        {rental.status === 'WAITING_FOR_SIGNATURE' && <ContractStep rental={rental} />}
        {rental.status === 'WAITING_FOR_SIGNATURE' && postPaid && (
          <RentRegimeNotice regime="POST_PAID" guarantee={rental.rentGuaranteeType} />
        )}
        {rental.status === 'WAITING_FOR_PAYMENT' && (
          <>
            <SignedContractNotice rental={rental} />
            {/* A post-paid lease pays nothing before the keys: no payment step. */}
            {postPaid && !depositFirst ? (
              <RentRegimeNotice regime="POST_PAID" />
            ) : (
              <PaymentStep rental={rental} />
            )}
            <RefundList payments={rental.payments} headingLevel="h2" />
          </>
        )}
        {rental.status === 'RENTED' && (
          <PaymentApproved rental={rental} withdrawal={<WithdrawalNotice rental={rental} />} />
        )}
        {rental.status === 'DEFAULTER' && <DefaulterPanel rental={rental} />}
        {rental.status === 'FINISHED' && <FinishedPanel rental={rental} />}
        {rental.status === 'CANCELLED' && <CancelledPanel rental={rental} />}
        {simulate && <SandboxBox rentId={rental.id} payment={simulate} />}
      </div>
      <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start" aria-label="Resumo">
        <StayCard rental={rental} />
        {(HELD.includes(rental.status) || rental.status === 'DEFAULTER') && <SecurePurchaseNote />}
      </aside>
    </div>
  );
}

function PaymentPageSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8" aria-busy="true">
      <span className="sr-only" role="status">
        Carregando a locação
      </span>
      <div className="space-y-5">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-14" />
        <div className="space-y-4 rounded-2xl border border-line bg-surface p-6">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-3/4" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
          <Skeleton className="h-28" />
        </div>
      </div>
      <Skeleton className="h-56 rounded-2xl" />
    </div>
  );
}
