import type { Rental } from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Database, RentalRow } from '../../db/schema.ts';
import { loadAttachments, type RentalAttachmentsLoader } from './rental-attachments.ts';
import { toRental } from './rental-view.ts';
import type { CatalogLookup } from './resolve-draft.ts';

/** Turns rental rows into answers, with what the other modules attach. Call it after a transaction. */
export class RentalPresenter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalog: CatalogLookup,
    private readonly loaders: readonly RentalAttachmentsLoader[],
    /** HOLD_HOURS: when an unpaid hold expires, shown on the rental. */
    private readonly holdHours: number,
  ) {}

  async many(rows: readonly RentalRow[]): Promise<Rental[]> {
    const attachments = await loadAttachments(
      this.db,
      this.loaders,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toRental(row, this.catalog, attachments.get(row.id)!, this.holdHours));
  }

  async one(row: RentalRow): Promise<Rental> {
    const [rental] = await this.many([row]);
    return rental!;
  }
}
