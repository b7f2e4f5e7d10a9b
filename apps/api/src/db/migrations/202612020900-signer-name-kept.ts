import { type Kysely, sql } from 'kysely';

// Every signature keeps the signer's name and CPF: the rows written before 202612010900 (the customer's, which
// every reader named after the account) get the account's name and document now, once — what the readers
// showed until now —, so no reader stands the account in for them any more. The table is append-only: its
// guard steps aside for this one fill of columns that were empty, in the migration's transaction. Frozen once
// released, like every migration.

const up = [
  'alter table contract_signatures disable trigger contract_signatures_no_change',
  `update contract_signatures as s
     set signer_name = left(u.name, 200),
         signer_document = case when u.cpf_or_cnpj ~ '^[0-9]{11}([0-9]{3})?$' then u.cpf_or_cnpj end
     from users as u
     where u.id = s.user_id and s.signer_name is null`,
  'alter table contract_signatures enable trigger contract_signatures_no_change',
  'alter table contract_signatures alter column signer_name set not null',
];

const down = ['alter table contract_signatures alter column signer_name drop not null'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const signerNameKept = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
