import type { RentalStatus } from '@estadia/domain';
import fc from 'fast-check';
import type { ExtensionMethod } from './rental-lifecycle-money-steps.ts';

// What the rental lifecycle's property test does (rental-lifecycle.property.test.ts): the actions, how
// they are drawn, and what the runs went through.

export type Action =
  | { kind: 'draft'; customer: number; apartment: number; start: number; nights: number }
  | { kind: 'submit'; rental: number }
  | { kind: 'sign'; rental: number }
  | { kind: 'pay'; rental: number; method: 'PIX' | 'BANK_SLIP' | 'BANK_SLIP_MONTHLY' | 'CREDIT_CARD' }
  | { kind: 'confirm'; payment: number; times: number; together: boolean }
  | { kind: 'cancel'; rental: number }
  /** A paid stay's new check-out at this fraction of its nights (a date already past is refused, 422). */
  | { kind: 'depart'; rental: number; at: number; stay?: string; letter?: boolean }
  /**
   * A paid stay extended by this many nights, its addendum signed at once; then, as far as `until` says,
   * its difference asked for by Pix, that code cleared by the bank, and the customer leaving the extended
   * stay early (each checked on its own).
   */
  | {
      kind: 'extend';
      rental: number;
      nights: number;
      until: 'sign' | 'pix' | 'cleared' | 'leave';
      method: ExtensionMethod;
    }
  /** The difference of the run's newest open extension asked for (replacing any pending charge). */
  | { kind: 'payExtension'; method: ExtensionMethod }
  /** Staff give back a PAID payment of the run (counted back from the newest), whole or half. */
  | { kind: 'staffRefund'; payment: number; whole: boolean }
  /** The provider takes a PAID payment's money back on its own: a chargeback or a refund in its panel. */
  | { kind: 'reversal'; payment: number; chargeback: boolean; whole: boolean }
  /** Staff settle the run's oldest open chargeback case (the money recovered). */
  | { kind: 'settleChargeback' }
  /** Staff review the run's oldest transfer letter in review. */
  | { kind: 'review'; accept: boolean }
  | { kind: 'expire' }
  | { kind: 'clock'; hours: number }
  | { kind: 'days'; days: number };

/** Which rental or payment an action is about, counted back from the newest (mostly the last few). */
const index = fc.nat({ max: 1 });
/** How an extension's difference is paid: mostly Pix, as customers do. */
const extensionMethod = fc.constantFrom<ExtensionMethod>('PIX', 'PIX', 'BANK_SLIP', 'CREDIT_CARD');
// Weighted towards the steps that move a rental forward, so that sequences reach payment often.
export const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('draft' as const),
      customer: fc.nat({ max: 1 }),
      apartment: fc.nat({ max: 1 }),
      start: fc.integer({ min: 3, max: 9 }),
      // Short stays, and long ones paid month by month (two or three months).
      nights: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 31, max: 75 })),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('submit' as const), rental: index }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('sign' as const), rental: index }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      rental: index,
      method: fc.constantFrom(
        'PIX' as const,
        'BANK_SLIP' as const,
        'BANK_SLIP_MONTHLY' as const,
        'BANK_SLIP_MONTHLY' as const,
        'CREDIT_CARD' as const,
      ),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('confirm' as const),
      // Any charge of the run, counted back from the newest: old codes get paid too.
      payment: fc.nat({ max: 5 }),
      times: fc.integer({ min: 1, max: 2 }),
      together: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), rental: index }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('depart' as const),
      rental: index,
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      letter: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('extend' as const),
      rental: index,
      nights: fc.integer({ min: 1, max: 10 }),
      until: fc.constantFrom('sign' as const, 'pix' as const, 'cleared' as const, 'leave' as const),
      method: extensionMethod,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('payExtension' as const), method: extensionMethod }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('staffRefund' as const),
      payment: fc.nat({ max: 3 }),
      whole: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('reversal' as const),
      payment: fc.nat({ max: 3 }),
      chargeback: fc.boolean(),
      whole: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'settleChargeback' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('review' as const), accept: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'expire' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('clock' as const), hours: fc.integer({ min: 1, max: 30 }) }),
  },
  // Days at once: months fall due, get issued, become overdue.
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('days' as const), days: fc.integer({ min: 5, max: 25 }) }),
  },
);

/** What the runs went through, to show the property was exercised and not passed vacuously. */
export const seen = {
  statuses: new Set<RentalStatus>(),
  refusals: 0,
  outcomes: new Set<string>(),
  departures: 0,
  extensions: new Set<string>(),
  /** Early departures refused because an extension was open (409 EARLY_DEPARTURE_EXTENSION_OPEN). */
  /** Early departures of a stay whose extension was paid. */
  departuresAfterExtension: 0,
  /** Staff refunds answered 200, whole and in part; 409s of whole ones (a stay already begun). */
  staffRefunds: new Set<string>(),
  /** The provider's own reversals (CHARGEBACK, PANEL_REFUND) by their outcome, and chargebacks settled. */
  reversals: new Set<string>(),
  chargebacksSettled: 0,
  /** Transfer letters sent, and reviews answered 200. */
  letters: 0,
  reviews: new Set<string>(),
  /** Extensions PAID, by the method of their charge. */
  extensionMethods: new Set<string>(),
};
