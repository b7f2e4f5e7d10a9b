import { type Kysely, sql } from 'kysely';

// What a real provider gives back that the built-in sandbox never did: the provider's own printable
// boleto (Mercado Pago's transaction_details.external_resource_url) and a card's 3-D Secure challenge
// (where the customer authenticates, and the challenge request posted there) while it waits for them.
// Frozen once released, like every migration.

const up = [
  'alter table payments add column bank_slip_pdf_url text check (char_length(bank_slip_pdf_url) <= 2000)',
  'alter table payments add column card_challenge_url text check (char_length(card_challenge_url) <= 2000)',
  'alter table payments add column card_challenge_creq text check (char_length(card_challenge_creq) <= 8000)',
];

const down = [
  'alter table payments drop column card_challenge_creq',
  'alter table payments drop column card_challenge_url',
  'alter table payments drop column bank_slip_pdf_url',
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const mercadoPagoCharges = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
