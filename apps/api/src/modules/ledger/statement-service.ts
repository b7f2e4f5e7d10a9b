import type { Rental, Statement } from '@estadia/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { renderStatementPdf } from './statement-pdf.ts';
import { findRentalEntries } from './statement-repository.ts';
import { statementEntry, statementTotals } from './statement-totals.ts';

// A rental's statement (extrato), as JSON or as the PDF 'Extrato da locação'. Who may read which
// rental is the rentals modules' answer (their services throw 404); the figures are the journal's.

/** What the statement needs to know of the rental and its customer, from the module that owns them. */
export interface StatementSubject {
  rental: Rental;
  customer: { name: string; cpfOrCnpj: string | null };
}

export interface StatementServiceOptions {
  db: Kysely<Database>;
  clock: Clock;
  company: { name: string; cnpj: string; address: string };
}

export class StatementService {
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;
  readonly #company: StatementServiceOptions['company'];

  constructor(options: StatementServiceOptions) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#company = options.company;
  }

  /** The statement of a rental the caller may read (checked before: this reads any). */
  async of(rentalId: string): Promise<Statement> {
    const entries = await findRentalEntries(this.#db, rentalId);
    return { entries: entries.map(statementEntry), totals: statementTotals(entries) };
  }

  async pdf(subject: StatementSubject): Promise<Uint8Array> {
    const { rental, customer } = subject;
    return renderStatementPdf({
      statement: await this.of(rental.id),
      rental: {
        id: rental.id,
        startDate: rental.startDate,
        endDate: rental.endDate,
        projectName: rental.project.name,
        modalityName: rental.projectModality.name,
        apartment: rental.apartment,
      },
      customer,
      company: this.#company,
      generatedAt: this.#clock.now(),
    });
  }
}
