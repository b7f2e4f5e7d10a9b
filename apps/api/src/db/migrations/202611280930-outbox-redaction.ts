import { type Kysely, sql } from 'kysely';

// The outbox kept every e-mail's body for good, reset codes and invitation links included, while the
// codes themselves are stored hashed. A message now names the secrets it carries (`secrets`, a JSON array
// of the exact texts), and its stored body has them replaced by '[removido]' once it is delivered by SMTP,
// or once they stop working (`redacted_at` says when; decision 0021). Messages recorded before this had
// no such list: those already sent, or too old for any code in them to work (an invitation lasts 7 days),
// lose the links' codes and the reset code line here. Frozen once released, like every migration.

const redactedBody = (column: string) =>
  `regexp_replace(
     regexp_replace(${column}, '([?&](codigo|code|token|convite)=)[^&#[:space:]"''<>]+', '\\1[removido]', 'gi'),
     'Seu código: [A-Za-z0-9]{4}-?[A-Za-z0-9]{4}', 'Seu código: [removido]', 'g')`;

const up = [
  `alter table outbox
     add column secrets jsonb check (secrets is null or jsonb_typeof(secrets) = 'array'),
     add column redacted_at timestamptz`,
  `update outbox
      set text_body = ${redactedBody('text_body')},
          html_body = ${redactedBody('html_body')},
          redacted_at = now()
    where sent_at is not null or created_at < now() - interval '7 days'`,
];

const down = ['alter table outbox drop column secrets, drop column redacted_at'];

async function run(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const outboxRedaction = {
  up: (db: Kysely<unknown>) => run(db, up),
  down: (db: Kysely<unknown>) => run(db, down),
};
