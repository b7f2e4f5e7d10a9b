import type { RentalMilestones } from '@estadia/domain';
import { describe, expect, it } from 'vitest';
import { timelineSteps } from './rental-timeline';

const NONE: RentalMilestones = {
  submittedAt: null,
  approvedAt: null,
  signedAt: null,
  paidAt: null,
  finishedAt: null,
  cancelledAt: null,
};
const SENT = '2026-03-01T12:00:00.000Z';
const APPROVED = '2026-03-01T12:00:05.000Z';
const SIGNED = '2026-03-02T09:30:00.000Z';

const summary = (steps: ReturnType<typeof timelineSteps>) =>
  steps.map((step) => `${step.label}: ${step.state}${step.at ? ` @ ${step.at}` : ''}`);

describe('the rental timeline', () => {
  it('shows the steps done with their dates, then the next one, then the rest', () => {
    const steps = timelineSteps({
      status: 'WAITING_FOR_PAYMENT',
      milestones: { ...NONE, submittedAt: SENT, approvedAt: APPROVED, signedAt: SIGNED },
    });
    expect(summary(steps)).toEqual([
      `Solicitada: done @ ${SENT}`,
      `Aprovada: done @ ${APPROVED}`,
      `Contrato assinado: done @ ${SIGNED}`,
      'Pagamento aprovado: next',
      'Estadia encerrada: upcoming',
    ]);
  });

  it('starts with sending the request for a draft and ends with every step done', () => {
    expect(timelineSteps({ status: 'UNFINISHED', milestones: NONE }).map((step) => step.state)).toEqual([
      'next',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(
      timelineSteps({ status: 'FINISHED', milestones: NONE }).every((step) => step.state === 'done'),
    ).toBe(true);
    expect(timelineSteps({ status: 'WAITING_APPROVAL' }).map((step) => step.state)).toEqual([
      'done',
      'next',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('treats an overdue stay as paid, with its end next', () => {
    const states = timelineSteps({ status: 'DEFAULTER', milestones: NONE }).map((step) => step.state);
    expect(states).toEqual(['done', 'done', 'done', 'done', 'next']);
  });

  it('ends a cancelled rental at "Cancelada", after the steps it had reached', () => {
    const cancelledAt = '2026-03-03T18:00:00.000Z';
    const steps = timelineSteps({
      status: 'CANCELLED',
      milestones: { ...NONE, submittedAt: SENT, approvedAt: APPROVED, cancelledAt },
    });
    expect(summary(steps)).toEqual([
      `Solicitada: done @ ${SENT}`,
      `Aprovada: done @ ${APPROVED}`,
      `Cancelada: cancelled @ ${cancelledAt}`,
    ]);
  });

  it('follows a cancellation that gives money back until the refund arrives', () => {
    const cancelledAt = '2026-03-03T18:00:00.000Z';
    const milestones = { ...NONE, submittedAt: SENT, approvedAt: APPROVED, signedAt: SIGNED, cancelledAt };
    const requested = '2026-03-03T18:00:01.000Z';
    const pending = timelineSteps({
      status: 'CANCELLED',
      milestones,
      payments: [{ status: 'REFUND_PENDING', refundRequestedDate: requested }, { status: 'EXPIRED' }],
    });
    expect(summary(pending).slice(-2)).toEqual([
      `Cancelada: cancelled @ ${cancelledAt}`,
      `Estorno em andamento: next @ ${requested}`,
    ]);
    const refundedAt = '2026-03-05T10:00:00.000Z';
    const done = timelineSteps({
      status: 'CANCELLED',
      milestones,
      payments: [{ status: 'REFUNDED', refundRequestedDate: requested, refundedDate: refundedAt }],
    });
    expect(summary(done).at(-1)).toBe(`Valor estornado: done @ ${refundedAt}`);
  });
});
