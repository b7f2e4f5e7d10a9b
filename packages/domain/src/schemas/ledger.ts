import { z } from 'zod';
import { nightsBetween } from '../dates/interval.ts';
import { isIsoDate } from '../dates/iso-date.ts';
import { idSchema, instantSchema, isoDateSchema, paginationQuerySchema } from './common.ts';

// The ledger read back (api.md "The ledger"): a rental's statement (extrato), the trial balance at a
// date and the journal for the accountant. Amounts are integer cents.

export const JOURNAL_ENTRY_KINDS = [
  'CHARGE',
  'PAYMENT',
  'REFUND',
  'CREDIT',
  'FEE',
  'DEPOSIT',
  'DEPOSIT_YIELD',
  'DEPOSIT_DEDUCTION',
  'DEPOSIT_RETURN',
  'CHARGEBACK',
] as const;
export const journalEntryKindSchema = z.enum(JOURNAL_ENTRY_KINDS);
export type JournalEntryKind = z.infer<typeof journalEntryKindSchema>;

/** What each kind of entry is called on a statement. */
export const JOURNAL_ENTRY_KIND_LABELS: Record<JournalEntryKind, string> = {
  CHARGE: 'Cobrança',
  PAYMENT: 'Pagamento',
  REFUND: 'Estorno',
  CREDIT: 'Crédito',
  FEE: 'Multa/tarifa',
  DEPOSIT: 'Caução',
  DEPOSIT_YIELD: 'Rendimento da caução',
  DEPOSIT_DEDUCTION: 'Desconto da caução',
  DEPOSIT_RETURN: 'Devolução da caução',
  CHARGEBACK: 'Contestação',
};

/** The chart of accounts (decision 0020). */
export const LEDGER_ACCOUNT_CODES = [
  '1.1.1',
  '1.1.2',
  '1.1.3',
  '1.1.4',
  '2.1.1',
  '2.1.2',
  '3.1.1',
  '3.1.2',
  '3.1.3',
  '3.2.1',
  '4.1.1',
] as const;
export const ledgerAccountCodeSchema = z.enum(LEDGER_ACCOUNT_CODES);
export type LedgerAccountCode = z.infer<typeof ledgerAccountCodeSchema>;

const cents = z.number().int();
const positiveCents = z.number().int().min(0);

// ─── The statement (extrato) ─────────────────────────────────────────────────────────────────────

export const statementEntrySchema = z.object({
  id: idSchema,
  /** When the movement happened. */
  at: instantSchema,
  kind: journalEntryKindSchema,
  description: z.string(),
  /** The entry's amount, always positive: the kind says its direction. */
  amountCents: positiveCents,
  paymentId: idSchema.optional(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementDepositTotalsSchema = z.object({
  heldCents: positiveCents,
  yieldCents: positiveCents,
  deductedCents: positiveCents,
  returnedCents: positiveCents,
});
export type StatementDepositTotals = z.infer<typeof statementDepositTotalsSchema>;

export const statementTotalsSchema = z.object({
  /** What the stay costs now: rent, spots, extensions and fees kept, less credits. */
  contractedCents: cents,
  /** Money received (less chargebacks). */
  receivedCents: cents,
  /** Everything given back or owed back. */
  refundedCents: cents,
  /** Open charges (PENDING and SCHEDULED) and chargebacks the customer owes again. */
  outstandingCents: cents,
  deposit: statementDepositTotalsSchema,
});
export type StatementTotals = z.infer<typeof statementTotalsSchema>;

export const statementSchema = z.object({
  /** Oldest first. */
  entries: z.array(statementEntrySchema),
  totals: statementTotalsSchema,
});
export type Statement = z.infer<typeof statementSchema>;

// ─── The trial balance ───────────────────────────────────────────────────────────────────────────

/** A day ('2026-11-30': the end of that day in Brasília) or an instant; now when absent. */
export const trialBalanceQuerySchema = z.object({
  at: z
    .union([isoDateSchema, instantSchema], {
      error: 'Data inválida: use AAAA-MM-DD ou data e hora ISO 8601',
    })
    .optional(),
});
export type TrialBalanceQuery = z.infer<typeof trialBalanceQuerySchema>;

export const trialBalanceAccountSchema = z.object({
  code: ledgerAccountCodeSchema,
  name: z.string(),
  debitCents: positiveCents,
  creditCents: positiveCents,
  /** Debit − credit for assets (and expenses), credit − debit for liabilities and revenue. */
  balanceCents: cents,
});
export type TrialBalanceAccount = z.infer<typeof trialBalanceAccountSchema>;

export const trialBalanceSchema = z.object({
  /** The instant the balance is taken at (entries up to it, included). */
  at: instantSchema,
  accounts: z.array(trialBalanceAccountSchema),
  totalDebitCents: positiveCents,
  totalCreditCents: positiveCents,
});
export type TrialBalance = z.infer<typeof trialBalanceSchema>;

// ─── The journal ─────────────────────────────────────────────────────────────────────────────────

/** The journal's window spans at most about two years per request. */
export const JOURNAL_WINDOW_MAX_DAYS = 731;

/** Days in Brasília, both included; `from` defaults to the month's first day, `to` to today. */
export const journalQuerySchema = paginationQuerySchema
  .extend({
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .superRefine((value, context) => {
    if (!isIsoDate(value.from) || !isIsoDate(value.to)) return;
    const days = nightsBetween(value.from, value.to);
    if (days < 0)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'A data final deve ser igual ou posterior à inicial',
        input: value.to,
      });
    else if (days > JOURNAL_WINDOW_MAX_DAYS)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'Consulte no máximo 2 anos por vez',
        input: value.to,
      });
  });
export type JournalQuery = z.infer<typeof journalQuerySchema>;

export const journalLineSchema = z.object({
  account: ledgerAccountCodeSchema,
  debitCents: positiveCents,
  creditCents: positiveCents,
});
export type JournalLine = z.infer<typeof journalLineSchema>;

export const journalItemSchema = z.object({
  id: idSchema,
  /** The journal's order. */
  seq: z.number().int().min(1),
  at: instantSchema,
  kind: journalEntryKindSchema,
  description: z.string(),
  rentalId: idSchema.optional(),
  paymentId: idSchema.optional(),
  lines: z.array(journalLineSchema),
});
export type JournalItem = z.infer<typeof journalItemSchema>;

export const journalResponseSchema = z.object({
  /** The window read (days in Brasília, both included). */
  from: isoDateSchema,
  to: isoDateSchema,
  items: z.array(journalItemSchema),
  total: z.number().int().min(0),
});
export type JournalResponse = z.infer<typeof journalResponseSchema>;
