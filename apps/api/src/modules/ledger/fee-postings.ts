import type { NewJournalEntry } from './journal.ts';

// A fine or fee kept (decision 0020): money of the stay's value that is no longer rent but a fine — an
// early departure's (Lei 8.245 art. 4). Kept, it moves from 3.1.1 to 3.1.2 (the contracted value does
// not change); given up later — a transfer letter accepted, the stay withdrawn from or cancelled, a
// credit that leaves less rent than the fine — it moves back, by as much as was kept.

export interface FeeKept {
  rentalId: string;
  /** What keeps it, e.g. 'early-departure:<id>:fee': posted once. */
  sourceKey: string;
  amountCents: number;
  /** What the customer reads, e.g. 'Multa por saída antecipada'. */
  description: string;
  at: Date;
}

/** The key of what gives a fee up: the whole of it (no `part`), or part of it for one cause. */
export function feeGivenUpKey(feeKey: string, part?: string): string {
  return part ? `${feeKey}:given-up:${part}` : `${feeKey}:given-up`;
}

/** A fee kept: FEE, Dr 3.1.1 / Cr 3.1.2. */
export function feeKeptEntry(fee: FeeKept): NewJournalEntry {
  return {
    at: fee.at,
    kind: 'FEE',
    description: fee.description,
    rentalId: fee.rentalId,
    sourceKey: fee.sourceKey,
    lines: [
      { account: '3.1.1', debitCents: fee.amountCents },
      { account: '3.1.2', creditCents: fee.amountCents },
    ],
  };
}

/** A fee (or part of it) given up: FEE, Dr 3.1.2 / Cr 3.1.1, under its own key. */
export function feeGivenUpEntry(given: {
  rentalId: string;
  sourceKey: string;
  amountCents: number;
  description: string;
  at: Date;
}): NewJournalEntry {
  return {
    at: given.at,
    kind: 'FEE',
    description: given.description,
    rentalId: given.rentalId,
    sourceKey: given.sourceKey,
    lines: [
      { account: '3.1.2', debitCents: given.amountCents },
      { account: '3.1.1', creditCents: given.amountCents },
    ],
  };
}
