import { type Kysely, sql } from 'kysely';

// A contract signed by each of its parties (api.md 'Guarantees and the law of the lease'): the customer
// (LOCATÁRIO) and, in a fiança, the fiador, each from their own account, one row each — still append-only.
// Each row keeps who signed as the evidence page names them, and the signed copy as it stood after that
// signature (the contract's bytes, then one evidence page listing every signer so far). Rows written before
// are the customer's, named by their account. Frozen once released, like every migration.

const up = [
  `alter table contract_signatures
     add column role text not null default 'TENANT' check (role in ('TENANT', 'GUARANTOR')),
     add column signer_name text check (char_length(signer_name) between 1 and 200),
     add column signer_document text check (signer_document ~ '^[0-9]{11}([0-9]{3})?$')`,
  'alter table contract_signatures drop constraint contract_signatures_pkey',
  'alter table contract_signatures add primary key (rental_id, role)',
];

const down = [
  // Only while every rental has one signer: a second row has nowhere to go.
  'alter table contract_signatures drop constraint contract_signatures_pkey',
  'alter table contract_signatures add primary key (rental_id)',
  'alter table contract_signatures drop column signer_document, drop column signer_name, drop column role',
];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const signaturePerSigner = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
