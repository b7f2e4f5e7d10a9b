import { type Kysely, sql } from 'kysely';

// The employer's transfer letter (Lei 8.245/1991, art. 4º, parágrafo único) is a document uploaded for
// that purpose and checked by staff before the long-stay fine is waived (decision 0016). `uploads.purpose`
// says what a file was sent for: a letter must have been sent as one, never any file of the customer's
// (an RG scan). `transfer_letter_reviews`: one per early departure whose letter would waive a fine; the
// departure is settled with the fine, and accepting the letter gives `waiver_cents` back.

const up = [
  `alter table uploads add column purpose text not null default 'DOCUMENT'
     check (purpose in ('DOCUMENT', 'TRANSFER_LETTER'))`,
  `create table transfer_letter_reviews (
     rental_id uuid primary key references rentals (id),
     early_departure_id uuid not null unique references early_departures (id),
     file_name text not null check (char_length(file_name) <= 255),
     status text not null default 'PENDING' check (status in ('PENDING', 'ACCEPTED', 'REFUSED')),
     waiver_cents integer not null check (waiver_cents > 0),
     reason text check (char_length(reason) between 3 and 500),
     reviewed_by uuid references users (id),
     reviewed_at timestamptz,
     created_at timestamptz not null,
     constraint transfer_letter_reviews_decided check (
       (status = 'PENDING' and reviewed_at is null and reviewed_by is null and reason is null)
       or (status = 'ACCEPTED' and reviewed_at is not null and reviewed_by is not null)
       or (status = 'REFUSED' and reviewed_at is not null and reviewed_by is not null and reason is not null)
     )
   )`,
  `create index transfer_letter_reviews_pending on transfer_letter_reviews (created_at) where status = 'PENDING'`,
];

const down = ['drop table transfer_letter_reviews', 'alter table uploads drop column purpose'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const transferLetterReview = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
