import type { PaymentStatus, RentalMilestones, RentalStatus } from '@estadia/domain';

export type TimelineState = 'done' | 'next' | 'upcoming' | 'cancelled';

export interface TimelineStep {
  key: keyof RentalMilestones | 'refund';
  label: string;
  /** When it happened (an instant), or null: not yet, or not recorded. */
  at: string | null;
  state: TimelineState;
}

const STEPS: { key: keyof RentalMilestones; label: string }[] = [
  { key: 'submittedAt', label: 'Solicitada' },
  { key: 'approvedAt', label: 'Aprovada' },
  { key: 'signedAt', label: 'Contrato assinado' },
  { key: 'paidAt', label: 'Pagamento aprovado' },
  { key: 'finishedAt', label: 'Estadia encerrada' },
];

/** How many of the steps above a status has gone through. */
const STEPS_DONE: Record<Exclude<RentalStatus, 'CANCELLED'>, number> = {
  UNFINISHED: 0,
  WAITING_APPROVAL: 1,
  WAITING_FOR_SIGNATURE: 2,
  WAITING_FOR_PAYMENT: 3,
  RENTED: 4,
  DEFAULTER: 4,
  FINISHED: 5,
};

const NO_MILESTONES: RentalMilestones = {
  submittedAt: null,
  approvedAt: null,
  signedAt: null,
  paidAt: null,
  finishedAt: null,
  cancelledAt: null,
};

interface RefundFacts {
  status: PaymentStatus;
  refundRequestedDate?: string | null;
  refundedDate?: string | null;
}

const latest = (dates: (string | null | undefined)[]) =>
  dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1) ?? null;

/**
 * After a cancellation that gives money back: the refund still on its way (the next thing to happen,
 * since it was asked for) or done (when the last one arrived).
 */
function refundStep(payments: readonly RefundFacts[]): TimelineStep | null {
  const pending = payments.filter((payment) => payment.status === 'REFUND_PENDING');
  const done = payments.filter((payment) => payment.status === 'REFUNDED');
  if (pending.length > 0) {
    return {
      key: 'refund',
      label: 'Estorno em andamento',
      at: latest(pending.map((payment) => payment.refundRequestedDate)),
      state: 'next',
    };
  }
  if (done.length > 0) {
    return {
      key: 'refund',
      label: 'Valor estornado',
      at: latest(done.map((payment) => payment.refundedDate)),
      state: 'done',
    };
  }
  return null;
}

/**
 * The rental's progress, one step per milestone with its date: the steps done, the next one (what the
 * customer or we do now) and those after it. A cancelled rental ends at 'Cancelada' after the steps it
 * had reached, and nothing is upcoming any more.
 */
export function timelineSteps(rental: {
  status: RentalStatus;
  milestones?: RentalMilestones | null;
  payments?: readonly RefundFacts[];
}): TimelineStep[] {
  const milestones = rental.milestones ?? NO_MILESTONES;
  if (rental.status === 'CANCELLED') {
    const reached = STEPS.slice(0, 4).filter((step) => milestones[step.key] !== null);
    const refund = refundStep(rental.payments ?? []);
    return [
      ...reached.map((step) => ({ ...step, at: milestones[step.key], state: 'done' as const })),
      { key: 'cancelledAt', label: 'Cancelada', at: milestones.cancelledAt, state: 'cancelled' },
      ...(refund ? [refund] : []),
    ];
  }
  const done = STEPS_DONE[rental.status];
  return STEPS.map((step, index) => ({
    ...step,
    at: index < done ? milestones[step.key] : null,
    state: index < done ? 'done' : index === done ? 'next' : 'upcoming',
  }));
}
