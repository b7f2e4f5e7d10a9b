import type { Permission } from '@estadia/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { toJson } from '../../db/json.ts';
import type { UserRow, UserUpdate } from '../../db/schema.ts';

export function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** E-mails are unique whatever their letter case (the index is on lower(email)). */
export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  name: string;
  phone?: string | null;
  cpfOrCnpj?: string | null;
  permissions?: Permission[];
}

export function insertUser(db: Executor, account: NewAccount): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      email: account.email.trim().toLowerCase(),
      password_hash: account.passwordHash,
      name: account.name,
      phone: account.phone ?? null,
      cpf_or_cnpj: account.cpfOrCnpj ?? null,
      permissions: toJson(account.permissions ?? []),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateUser(db: Executor, id: string, changes: UserUpdate): Promise<UserRow> {
  if (Object.keys(changes).length === 0) {
    const row = await findUserById(db, id);
    if (!row) throw new Error(`User ${id} not found`);
    return row;
  }
  return db.updateTable('users').set(changes).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function updatePasswordHash(db: Executor, id: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

export async function setPermissions(db: Executor, id: string, permissions: Permission[]): Promise<void> {
  await db
    .updateTable('users')
    .set({ permissions: toJson(permissions) })
    .where('id', '=', id)
    .execute();
}

/** Locks the user's row for the rest of the transaction (password changes, so two never interleave). */
export function lockUser(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}
