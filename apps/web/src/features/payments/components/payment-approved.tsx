import { CHECK_IN_TIME, CHECK_OUT_TIME, formatBrDate } from '@estadia/domain';
import type { ReactNode } from 'react';
import { MonthlyBoletos } from '@/components/payments/boleto-charge';
import { PanelHeading } from '@/components/payments/panel-heading';
import { monthlyPlan } from '@/components/payments/payment-state';
import { RefundList } from '@/components/payments/refund-list';
import { RentRegimeNotice } from '@/components/payments/rent-regime-notice';
import { RentalDownloads } from '@/components/payments/rental-downloads';
import { projectAddress } from '@/components/rentals/project-address';
import { DoorAccessCard } from '@/components/stay/door-access-card';
import { apartmentLabel } from '@/components/ui/apartment-label';
import { CalendarIcon, CheckIcon, KeyIcon, MapPinIcon } from '@/components/ui/icons';
import { formatBrDateTimeAt } from '@/lib/countdown';
import type { RentalView } from '@/lib/rentals/get-rental';

/**
 * The stay is paid (a post-paid lease: signed): the access code first, then how to check in and out, and
 * the files to keep.
 */
export function PaymentApproved({
  rental,
  withdrawal,
}: {
  rental: RentalView;
  /** Last: the withdrawal right while it lasts (the rentals feature's notice, given by the screen). */
  withdrawal?: ReactNode;
}) {
  const plan = monthlyPlan(rental.payments);
  const paidAt = rental.milestones?.paidAt;
  // A post-paid lease is RENTED once signed: nothing was paid, each month is billed after it is lived.
  const postPaid = rental.rentRegime === 'POST_PAID';
  return (
    <section
      aria-labelledby="aprovado-titulo"
      className="rounded-2xl border border-line bg-surface shadow-card"
    >
      <div className="flex flex-col items-center px-4 pt-8 pb-6 text-center sm:px-6">
        <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
          <CheckIcon className="size-7" />
        </span>
        <div className="mt-4">
          <PanelHeading id="aprovado-titulo">
            {postPaid ? 'Locação confirmada' : 'Pagamento aprovado'}
          </PanelHeading>
        </div>
        {postPaid ? (
          <RentRegimeNotice
            regime="POST_PAID"
            guarantee={rental.rentGuaranteeType}
            className="mt-3 max-w-md text-left"
          />
        ) : (
          <p className="mt-1 max-w-md text-ink-muted">
            Sua estadia está garantida{paidAt ? ` desde ${formatBrDateTimeAt(paidAt)}` : ''}. Enviamos os
            detalhes também por e-mail.
          </p>
        )}
      </div>

      <DoorAccessCard rental={rental} className="mx-4 sm:mx-6" />

      <div className="space-y-5 px-4 py-6 sm:px-6">
        <div>
          <h3 className="text-lg font-semibold text-ink">Check-in e check-out</h3>
          <ul className="mt-3 space-y-3 text-ink">
            <li className="flex gap-3">
              <CalendarIcon className="mt-0.5 size-5 shrink-0 text-brand-ink" />
              <span>
                Check-in a partir das {CHECK_IN_TIME} do dia{' '}
                <strong className="font-semibold">{formatBrDate(rental.startDate)}</strong>.
              </span>
            </li>
            <li className="flex gap-3">
              <MapPinIcon className="mt-0.5 size-5 shrink-0 text-brand-ink" />
              <span>
                {rental.project.name}, {apartmentLabel(rental.apartment)}.{' '}
                <span className="text-ink-muted">{projectAddress(rental.project)}.</span>
              </span>
            </li>
            <li className="flex gap-3">
              <KeyIcon className="mt-0.5 size-5 shrink-0 text-brand-ink" />
              <span>Use o código de acesso na fechadura eletrônica: não há chave para retirar.</span>
            </li>
            <li className="flex gap-3">
              <CalendarIcon className="mt-0.5 size-5 shrink-0 text-brand-ink" />
              <span>
                Check-out até as {CHECK_OUT_TIME} do dia{' '}
                <strong className="font-semibold">{formatBrDate(rental.endDate)}</strong>.
              </span>
            </li>
          </ul>
        </div>
        <RentalDownloads rental={rental} />
        {plan.length > 1 && (
          <div className="border-t border-line pt-5">
            <h3 className="mb-3 text-lg font-semibold text-ink">Boletos mensais</h3>
            <MonthlyBoletos payments={plan} />
          </div>
        )}
        <RefundList payments={rental.payments} className="border-t border-line pt-5" />
        {withdrawal}
      </div>
    </section>
  );
}
