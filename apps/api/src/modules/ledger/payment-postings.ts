import { formatMoney } from '@estadia/domain';
import type { PaymentRefundRow, PaymentRow } from '../../db/schema.ts';
import { chargedCents } from '../payments/charged-cents.ts';
import type { NewJournalEntry } from './journal.ts';

// What each change of a payment or a refund posts to the journal (decision 0020): pure functions from
// the rows before and after the change to the entries, called by the repositories that make the change,
// in the same transaction.

type Charge = Pick<
  PaymentRow,
  | 'id'
  | 'rental_id'
  | 'status'
  | 'amount_cents'
  | 'card_total_cents'
  | 'installment'
  | 'installment_count'
  | 'extension_id'
  | 'payment_type'
  | 'paid_via'
  | 'expires_at'
  | 'purpose'
>;

const LIVE: readonly string[] = ['PENDING', 'SCHEDULED'];
const VOID: readonly string[] = ['EXPIRED', 'CANCELLED', 'FAILED'];

const METHOD: Record<PaymentRow['payment_type'], string> = {
  PIX: 'Pix',
  BANK_SLIP: 'boleto',
  BANK_SLIP_MONTHLY: 'boleto',
  CREDIT_CARD: 'cartão de crédito',
};

/** 'Aluguel — parcela 2/3', 'Prorrogação': what the charge is for, as the customer reads it. */
export function chargePurpose(
  payment: Pick<Charge, 'extension_id' | 'installment' | 'installment_count'> &
    Partial<Pick<Charge, 'purpose'>>,
) {
  if (payment.purpose === 'DEPOSIT') return 'Caução';
  const what = payment.extension_id ? 'Prorrogação' : 'Aluguel';
  return payment.installment_count > 1
    ? `${what} — parcela ${payment.installment}/${payment.installment_count}`
    : what;
}

function base(payment: Charge, at: Date) {
  return { at, rentalId: payment.rental_id, paymentId: payment.id };
}

/** A charge issued or scheduled: the customer owes it. A caução's is not billing: it posts once paid. */
export function chargeIssuedEntry(payment: Charge, at: Date): NewJournalEntry | undefined {
  if (!LIVE.includes(payment.status) || payment.purpose === 'DEPOSIT') return undefined;
  return {
    ...base(payment, at),
    kind: 'CHARGE',
    description: chargePurpose(payment),
    sourceKey: `payment:${payment.id}:charge`,
    lines: [
      { account: '1.1.1', debitCents: payment.amount_cents },
      { account: '3.1.1', creditCents: payment.amount_cents },
    ],
  };
}

function voidReason(payment: Charge, at: Date): string {
  if (payment.status === 'FAILED') return 'cartão recusado';
  if (payment.payment_type === 'PIX' && payment.expires_at && payment.expires_at <= at) return 'Pix expirado';
  return chargePurpose(payment).toLowerCase();
}

/**
 * The entries of one change of a payment row, from its status and amount before (`before`) to the row
 * after: a re-priced open charge, money received, a charge voided. A refund's entries are the refund's
 * own (refundRecordedEntry), written with the refund.
 */
export function paymentChangeEntries(
  before: Pick<PaymentRow, 'status' | 'amount_cents'>,
  after: Charge,
  at: Date,
  repriceKey: string,
): NewJournalEntry[] {
  if (after.purpose === 'DEPOSIT') return depositChangeEntries(before, after, at);
  const entries: NewJournalEntry[] = [];
  const wasLive = LIVE.includes(before.status);
  const isLive = LIVE.includes(after.status);
  const purpose = chargePurpose(after);
  if (wasLive && isLive && before.amount_cents !== after.amount_cents) {
    const difference = after.amount_cents - before.amount_cents;
    const change = `de ${formatMoney(before.amount_cents)} para ${formatMoney(after.amount_cents)}`;
    entries.push({
      ...base(after, at),
      kind: difference > 0 ? 'CHARGE' : 'CREDIT',
      description: `Valor alterado: ${purpose}, ${change}`,
      sourceKey: `payment:${after.id}:amount:${before.amount_cents}-${after.amount_cents}:${repriceKey}`,
      lines:
        difference > 0
          ? [
              { account: '1.1.1', debitCents: difference },
              { account: '3.1.1', creditCents: difference },
            ]
          : [
              { account: '3.1.1', debitCents: -difference },
              { account: '1.1.1', creditCents: -difference },
            ],
    });
  }
  if (after.status === 'PAID' && before.status !== 'PAID') {
    const received = chargedCents(after);
    const amount = after.amount_cents;
    const how =
      after.paid_via === 'MANUAL'
        ? 'Pagamento confirmado pela equipe'
        : `Pagamento recebido por ${METHOD[after.payment_type]}`;
    entries.push({
      ...base(after, at),
      kind: 'PAYMENT',
      description: `${how}: ${purpose}`,
      sourceKey: `payment:${after.id}:paid`,
      // An open charge is settled; one voided before (a replaced code credited in place of the live one)
      // is revenue again with the money.
      lines: [
        { account: '1.1.2', debitCents: received },
        wasLive ? { account: '1.1.1', creditCents: amount } : { account: '3.1.1', creditCents: amount },
        { account: '3.1.3', creditCents: received - amount },
      ],
    });
  }
  if (wasLive && !isLive && after.status !== 'PAID') {
    // Voided (expired, cancelled, failed), or given back as money not owed (REFUND_PENDING): not owed any more.
    entries.push({
      ...base(after, at),
      kind: 'CREDIT',
      description: VOID.includes(after.status)
        ? `Cobrança cancelada: ${voidReason(after, at)}`
        : `Cobrança cancelada: ${purpose.toLowerCase()}`,
      sourceKey: `payment:${after.id}:void`,
      lines: [
        { account: '3.1.1', debitCents: before.amount_cents },
        { account: '1.1.1', creditCents: before.amount_cents },
      ],
    });
  }
  return entries;
}

/**
 * A caução's charge changed: only money received moves the ledger (DEPOSIT: the money at the provider, held
 * for the customer in 2.1.2); issued, re-sent or voided unpaid, it posts nothing (it never billed anything).
 */
function depositChangeEntries(
  before: Pick<PaymentRow, 'status'>,
  after: Charge,
  at: Date,
): NewJournalEntry[] {
  if (after.status !== 'PAID' || before.status === 'PAID') return [];
  // A card's reservation captured: the card's debt to the caução (1.1.4, posted when the capture was asked)
  // is money at the provider now.
  if (before.status === 'AUTHORIZED')
    return [
      {
        ...base(after, at),
        kind: 'DEPOSIT',
        description: 'Caução capturada no cartão',
        sourceKey: `payment:${after.id}:paid`,
        lines: [
          { account: '1.1.2', debitCents: after.amount_cents },
          { account: '1.1.4', creditCents: after.amount_cents },
        ],
      },
    ];
  const how =
    after.paid_via === 'MANUAL'
      ? 'Caução confirmada pela equipe'
      : `Caução recebida por ${METHOD[after.payment_type]}`;
  return [
    {
      ...base(after, at),
      kind: 'DEPOSIT',
      description: `${how}: guardada para o cliente`,
      sourceKey: `payment:${after.id}:paid`,
      lines: [
        { account: '1.1.2', debitCents: after.amount_cents },
        { account: '2.1.2', creditCents: after.amount_cents },
      ],
    },
  ];
}

/** A refund of a caução's money: what it held goes back (DEPOSIT_RETURN), or money not owed is owed back. */
function depositRefundEntry(
  common: Pick<NewJournalEntry, 'at' | 'rentalId' | 'paymentId' | 'refundId'>,
  refund: Pick<PaymentRefundRow, 'id' | 'amount_cents' | 'settles_payment' | 'by_transfer'>,
  credited: boolean,
): NewJournalEntry {
  const amount = refund.amount_cents;
  // The yield beyond what the provider can give back: owed to the customer, paid by a transfer.
  if (refund.by_transfer)
    return {
      ...common,
      kind: 'DEPOSIT_RETURN',
      description: 'Rendimento da caução a transferir ao cliente',
      sourceKey: `refund:${refund.id}:owed`,
      lines: [
        { account: '2.1.2', debitCents: amount },
        { account: '2.1.1', creditCents: amount },
      ],
    };
  if (credited && refund.settles_payment)
    return {
      ...common,
      kind: 'DEPOSIT_RETURN',
      description: 'Caução a devolver ao cliente',
      sourceKey: `refund:${refund.id}:owed`,
      lines: [
        { account: '2.1.2', debitCents: amount },
        { account: '2.1.1', creditCents: amount },
      ],
    };
  return {
    ...common,
    kind: 'DEPOSIT',
    description: 'Caução recebida sem ser devida, a devolver',
    sourceKey: `refund:${refund.id}:received`,
    lines: [
      { account: '1.1.2', debitCents: amount },
      { account: '2.1.1', creditCents: amount },
    ],
  };
}

/**
 * A refund recorded. Of a PAID payment's own money (`settles_payment`): the billing is reduced and the
 * money owed back (REFUND; the card interest, when part of it, comes out of the interest). Otherwise
 * the money was received without being owed (a second payment, a wrong amount, a replaced or voided
 * charge, a cancelled stay): it is received and owed back at once (PAYMENT).
 */
export function refundRecordedEntry(
  refund: Pick<
    PaymentRefundRow,
    'id' | 'rental_id' | 'payment_id' | 'amount_cents' | 'settles_payment' | 'requested_at' | 'by_transfer'
  >,
  payment: Charge,
): NewJournalEntry {
  const common = {
    at: refund.requested_at,
    rentalId: refund.rental_id,
    paymentId: refund.payment_id,
    refundId: refund.id,
  };
  const amount = refund.amount_cents;
  const purpose = chargePurpose(payment);
  // A payment's own credited money: PAID, or partly given back already (an early departure's refund, then
  // a withdrawal's remainder: REFUND_PENDING or REFUNDED).
  const credited = ['PAID', 'REFUND_PENDING', 'REFUNDED'].includes(payment.status);
  if (payment.purpose === 'DEPOSIT') return depositRefundEntry(common, refund, credited);
  if (credited && refund.settles_payment) {
    const interest = Math.min(
      Math.max(0, amount - payment.amount_cents),
      chargedCents(payment) - payment.amount_cents,
    );
    return {
      ...common,
      kind: 'REFUND',
      description: `Estorno a devolver: ${purpose}`,
      sourceKey: `refund:${refund.id}:owed`,
      lines: [
        { account: '3.1.1', debitCents: amount - Math.max(0, interest) },
        { account: '3.1.3', debitCents: Math.max(0, interest) },
        { account: '2.1.1', creditCents: amount },
      ],
    };
  }
  return {
    ...common,
    kind: 'PAYMENT',
    description: `Pagamento recebido sem ser devido, a devolver: ${purpose}`,
    sourceKey: `refund:${refund.id}:received`,
    lines: [
      { account: '1.1.2', debitCents: amount },
      { account: '2.1.1', creditCents: amount },
    ],
  };
}

/** A refund given back: by the provider (REFUNDED) or by a person outside it (SETTLED). */
export function refundDeliveredEntry(
  refund: Pick<
    PaymentRefundRow,
    'id' | 'rental_id' | 'payment_id' | 'amount_cents' | 'status' | 'by_transfer'
  >,
  at: Date,
): NewJournalEntry | undefined {
  if (refund.status !== 'REFUNDED' && refund.status !== 'SETTLED') return undefined;
  return {
    at,
    kind: 'REFUND',
    description: refund.by_transfer
      ? 'Rendimento da caução transferido pela equipe'
      : refund.status === 'REFUNDED'
        ? 'Estorno devolvido pelo provedor de pagamento'
        : 'Estorno devolvido pela equipe',
    rentalId: refund.rental_id,
    paymentId: refund.payment_id,
    refundId: refund.id,
    sourceKey: `refund:${refund.id}:delivered`,
    lines: [
      { account: '2.1.1', debitCents: refund.amount_cents },
      { account: '1.1.2', creditCents: refund.amount_cents },
    ],
  };
}
