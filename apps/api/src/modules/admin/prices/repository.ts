import type { DynamicPrices } from '@estadia/domain';
import type { Executor } from '../../../db/executor.ts';
import { toJson } from '../../../db/json.ts';
import type { ModalityRow } from '../../../db/schema.ts';

export async function countApartmentsByProject(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('apartments')
    .select(['project_id', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('project_id')
    .execute();
  return new Map(rows.map((row) => [row.project_id, Number(row.count)]));
}

/** Locks the modality until the transaction ends: two price changes of one modality queue. */
export function lockModality(db: Executor, id: string): Promise<ModalityRow | undefined> {
  return db.selectFrom('modalities').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export interface ModalityPrices {
  priceShortPeriod: number;
  priceLongPeriod: number;
  dynamicPrices: DynamicPrices | null;
  /** The caução, in cents; null when none is offered. */
  securityDepositCents: number | null;
}

export function updateModalityPrices(db: Executor, id: string, prices: ModalityPrices): Promise<ModalityRow> {
  return db
    .updateTable('modalities')
    .set({
      price_short_period: prices.priceShortPeriod,
      price_long_period: prices.priceLongPeriod,
      dynamic_prices: prices.dynamicPrices === null ? null : toJson(prices.dynamicPrices),
      security_deposit_cents: prices.securityDepositCents,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
