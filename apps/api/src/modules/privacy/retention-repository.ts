import type { Executor } from '../../db/executor.ts';

export function countRetention(db: Executor, userId: string | undefined): Promise<{ count: string }> {
  let query = db.selectFrom('data_retention');
  if (userId) query = query.where('user_id', '=', userId);
  return query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
}

/** Soonest to expire first: what may be erased next is on top. */
export function findRetention(
  db: Executor,
  userId: string | undefined,
  page: { offset: number; limit: number },
) {
  let query = db.selectFrom('data_retention').selectAll();
  if (userId) query = query.where('user_id', '=', userId);
  return query.orderBy('keep_until').orderBy('id').offset(page.offset).limit(page.limit).execute();
}
