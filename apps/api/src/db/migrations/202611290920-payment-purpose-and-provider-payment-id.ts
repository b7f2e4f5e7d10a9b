import { type Kysely, sql } from 'kysely';

// Issue 26. `payments.purpose`: what a charge pays for — the rent (RENT), a security deposit (DEPOSIT,
// issue 27), an extension's difference (EXTENSION: exactly the charges with an extension_id) or a fee
// kept (FEE). Existing rows: EXTENSION where extension_id is set, RENT otherwise.
//
// `provider_payment_id`: the provider's own id of the money received (Mercado Pago's payment id), which a
// refund targets — a card approved after a timeout, or a second payment of one charge, is refunded against
// the money actually received, not against our charge. On `payments` it is the money credited (or given
// back with the charge); on `payment_refunds` the money that refund gives back when it is not the charge's
// own (a second payment). Existing rows learn it from Mercado Pago's events, whose id is its payment id.

const up = [
  `alter table payments add column purpose text not null default 'RENT'
     check (purpose in ('RENT', 'DEPOSIT', 'EXTENSION', 'FEE'))`,
  `update payments set purpose = 'EXTENSION' where extension_id is not null`,
  `alter table payments add constraint payments_extension_purpose
     check ((extension_id is not null) = (purpose = 'EXTENSION'))`,
  `alter table payments add column provider_payment_id text check (char_length(provider_payment_id) <= 128)`,
  `alter table payment_refunds add column provider_payment_id text
     check (char_length(provider_payment_id) <= 128)`,
  // The money that credited a payment: Mercado Pago's event id is its payment id.
  `update payments set provider_payment_id = events.event_id
     from payment_events events
     where events.payment_id = payments.id and events.provider = 'mercadopago'
       and events.outcome in ('RENTED', 'CREDITED')`,
  // Money given back as it arrived (a second payment, a wrong amount): the refund of that very money.
  `update payment_refunds set provider_payment_id = events.event_id
     from payment_reconciliation cases
     join payment_events events on events.event_id = cases.event_id and events.provider = 'mercadopago'
     where cases.refund_id = payment_refunds.id`,
];

const down = [
  'alter table payment_refunds drop column provider_payment_id',
  'alter table payments drop column provider_payment_id',
  'alter table payments drop constraint payments_extension_purpose',
  'alter table payments drop column purpose',
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const paymentPurposeAndProviderPaymentId = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
