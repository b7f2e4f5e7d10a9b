import { type Kysely, sql } from 'kysely';

// An extension's addendum signed by each of its parties, as the contract is (202612010900): the customer
// (LOCATÁRIO) and, in a fiança whose fiador signed the contract, the fiador, who consents to the extension so
// the fiança covers the added nights. Whether the fiador is a party is fixed when the extension is asked for
// (`guarantor_is_party`: the addendum's bytes never move with later data); the extensions asked before were the
// customer's alone. `extension_signatures` keeps one append-only row per party, each with the signer's name and
// CPF as the evidence page states them: the rows written before are the customer's, named after their account
// once here (their guard steps aside for this fill, in the migration's transaction). Frozen once released, like
// every migration.

const up = [
  'alter table rental_extensions add column guarantor_is_party boolean not null default false',
  `alter table extension_signatures
     add column role text not null default 'TENANT' check (role in ('TENANT', 'GUARANTOR')),
     add column signer_name text check (char_length(signer_name) between 1 and 200),
     add column signer_document text check (signer_document ~ '^[0-9]{11}([0-9]{3})?$')`,
  'alter table extension_signatures disable trigger extension_signatures_no_change',
  `update extension_signatures as s
     set signer_name = left(u.name, 200),
         signer_document = case when u.cpf_or_cnpj ~ '^[0-9]{11}([0-9]{3})?$' then u.cpf_or_cnpj end
     from users as u
     where u.id = s.user_id`,
  'alter table extension_signatures enable trigger extension_signatures_no_change',
  'alter table extension_signatures alter column signer_name set not null',
  'alter table extension_signatures drop constraint extension_signatures_pkey',
  'alter table extension_signatures add primary key (extension_id, role)',
];

const down = [
  // Only while every addendum has one signer: a second row has nowhere to go.
  'alter table extension_signatures drop constraint extension_signatures_pkey',
  'alter table extension_signatures add primary key (extension_id)',
  'alter table extension_signatures drop column signer_document, drop column signer_name, drop column role',
  'alter table rental_extensions drop column guarantor_is_party',
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const addendumSigners = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
