import {
  RECONCILIATION_OUTCOME_LABELS,
  RECONCILIATION_REASON_LABELS,
  type ReconciliationItem,
  type ReconciliationListQuery,
  type ReconciliationListResponse,
  type ReconciliationOutcome,
  type SettleReconciliationRequest,
} from '@estadia/domain';
import type { Kysely } from 'kysely';
import { transactionWithRetry } from '../../../db/retry-transaction.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError, notFound } from '../../../errors.ts';
import type { Clock } from '../../../lib/clock.ts';
import { settleRefusedRefund } from '../../payments/money-commands.ts';
import type { DoorAccess } from '../../rentals/door-port.ts';
import { lockRental } from '../../rentals/queries.ts';
import { recordAudit } from '../audit/audit-trail.ts';
import type { StaffActor } from '../staff-access.ts';
import { recoverChargeback } from './chargeback-recovery.ts';
import {
  countReconciliationCases,
  findReconciliationCase,
  findReconciliationCases,
  findReconciliationCaseView,
  type ReconciliationCaseRow,
} from './repository.ts';

const caseNotFound = () => notFound('Caso de conciliação não encontrado.');

const notSettleable = () =>
  new AppError(
    409,
    'RECONCILIATION_NOT_SETTLEABLE',
    'Só um estorno recusado pelo provedor ou uma contestação (chargeback) em aberto são resolvidos pela ' +
      'equipe; este caso não está nessa situação.',
  );

function outcomeOf(row: ReconciliationCaseRow): ReconciliationOutcome {
  if (row.credited) return 'CREDITED';
  // The card network took the money back: the customer owes it again (decision 0013, amendment).
  if (row.reason === 'CHARGEBACK') return row.resolved_at ? 'SETTLED' : 'CHARGED_BACK';
  switch (row.refund_status) {
    case 'REFUNDED':
      return 'REFUNDED';
    case 'REFUSED':
      return 'REFUND_REFUSED';
    case 'SETTLED':
      return 'SETTLED';
    default:
      return 'REFUND_PENDING';
  }
}

export function toReconciliationItem(row: ReconciliationCaseRow): ReconciliationItem {
  const outcome = outcomeOf(row);
  return {
    id: row.id,
    paymentId: row.payment_id,
    rentalId: row.rental_id,
    receivedCents: row.received_cents,
    outcome,
    outcomeLabel: RECONCILIATION_OUTCOME_LABELS[outcome],
    reason: row.reason,
    reasonLabel: RECONCILIATION_REASON_LABELS[row.reason],
    at: row.at.toISOString(),
    open: outcome === 'REFUND_PENDING' || outcome === 'REFUND_REFUSED' || outcome === 'CHARGED_BACK',
    refund:
      row.refund_id && row.refund_requested_at
        ? {
            requestedDate: row.refund_requested_at.toISOString(),
            refundedDate: row.refunded_at?.toISOString() ?? null,
            attempts: row.refund_attempts ?? 0,
            lastError: row.refund_last_error,
          }
        : null,
    ...(row.resolved_at
      ? {
          resolution: {
            note: row.resolution_note ?? '',
            at: row.resolved_at.toISOString(),
            by: row.resolved_by_id ? { id: row.resolved_by_id, email: row.resolved_by_email ?? '' } : null,
          },
        }
      : {}),
    ...(row.settled_at
      ? {
          resolution: {
            note: row.settlement_note ?? '',
            at: row.settled_at.toISOString(),
            by: row.settled_by_id ? { id: row.settled_by_id, email: row.settled_by_email ?? '' } : null,
          },
        }
      : {}),
  };
}

/**
 * The back-office's 'Conciliação': every amount received that was not simply credited (a second
 * payment, a replaced code, a wrong amount, a code paid after cancellation) and every refund the
 * provider refused, with what became of it; a refused refund is settled here by a person.
 */
export class ReconciliationService {
  constructor(private readonly deps: { db: Kysely<Database>; clock: Clock; door?: DoorAccess }) {}

  async list(query: ReconciliationListQuery): Promise<ReconciliationListResponse> {
    const { db } = this.deps;
    const total = await countReconciliationCases(db);
    const offset = (query.page - 1) * query.pageSize;
    const rows = offset >= total ? [] : await findReconciliationCases(db, { offset, limit: query.pageSize });
    return { items: rows.map(toReconciliationItem), total };
  }

  /**
   * A person gave the money back outside the provider (a bank transfer…) after the provider refused:
   * the refund is SETTLED, the payment whose money it was REFUNDED, and the action audited, together.
   */
  async settle(
    caseId: string,
    request: SettleReconciliationRequest,
    actor: StaffActor,
  ): Promise<ReconciliationItem> {
    const { db, clock } = this.deps;
    const found = await findReconciliationCase(db, caseId);
    if (!found) throw caseNotFound();
    const now = clock.now();
    if (found.reason === 'CHARGEBACK') {
      await transactionWithRetry(db, (trx) =>
        recoverChargeback(trx, { ...found, note: request.note }, actor, now, this.deps.door),
      );
      const row = await findReconciliationCaseView(db, caseId);
      if (!row) throw caseNotFound();
      return toReconciliationItem(row);
    }
    const refundId = found.refund_id;
    if (!refundId) throw notSettleable();
    await transactionWithRetry(db, async (trx) => {
      await lockRental(trx, found.rental_id);
      const refund = await settleRefusedRefund(trx, found.rental_id, refundId, {
        at: now,
        by: actor.id,
        note: request.note,
      });
      if (!refund) throw notSettleable();
      await recordAudit(
        trx,
        actor,
        {
          action: 'reconciliation.settle',
          target: `payment:${refund.payment_id}`,
          details: {
            caseId,
            rentalId: found.rental_id,
            amountCents: refund.amount_cents,
            note: request.note,
          },
        },
        now,
      );
    });
    const row = await findReconciliationCaseView(db, caseId);
    if (!row) throw caseNotFound();
    return toReconciliationItem(row);
  }
}
