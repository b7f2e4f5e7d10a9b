import { sql } from 'kysely';
import { createPgliteDatabase } from './src/db/connection.ts';
import { migrateToLatest } from './src/db/migrate.ts';
import { seedDatabase } from './src/db/seed/seed.ts';
import { findFreeApartmentIds } from './src/modules/catalog/repository.ts';

const db = await createPgliteDatabase();
await migrateToLatest(db);
await seedDatabase(db);
const ap = await db.selectFrom('apartments').selectAll().executeTakeFirstOrThrow();
const filter = { projectId: ap.project_id, modalityId: ap.modality_id, start: '2027-03-10', end: '2027-03-20' };
console.log((await sql`select version()`.execute(db)).rows);
console.log((await sql`select count(*) from apartments`.execute(db)).rows);
const q = db.selectFrom('apartments').select('id').where('project_id', '=', filter.projectId);
const compiled = findFreeApartmentIds(db, filter);
async function time(label: string, fn: () => Promise<unknown>, n = 2000) {
  for (let i = 0; i < 200; i++) await fn();
  const t = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(label, ((performance.now() - t) / n).toFixed(3), 'ms');
}
await compiled;
await time('select 1', () => sql`select 1`.execute(db));
await time('select 1 param', () => sql`select ${1}::int`.execute(db));
await time('free apartments', () => findFreeApartmentIds(db, filter));
await time('apartments of modality', () => q.where('modality_id', '=', filter.modalityId).execute());
const explain = await sql.raw(`explain analyze select id from apartments where project_id = '${filter.projectId}' and modality_id = '${filter.modalityId}' and not exists (select 1 from rentals where rentals.apartment_id = apartments.id and rentals.status not in ('UNFINISHED','CANCELLED') and daterange(rentals.start_date, rentals.end_date, '[)') && daterange('2027-03-10'::date, '2027-03-20'::date, '[)'))`).execute(db);
for (const r of explain.rows as any[]) console.log(r['QUERY PLAN']);
await db.destroy();
