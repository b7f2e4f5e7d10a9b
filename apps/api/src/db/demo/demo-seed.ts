import { type StaffRole, todayIso } from '@estadia/domain';
import { type Kysely, sql } from 'kysely';
import { buildApp } from '../../app.ts';
import type { Config } from '../../config.ts';
import { createManualClock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/passwords/password-hasher.ts';
import type { Database } from '../schema.ts';
import { SEED_PROJECTS } from '../seed/seed.ts';
import { type DemoAccount, DemoClient } from './demo-client.ts';
import { DEMO_STAFF } from './demo-people.ts';
import { demoQuarter } from './demo-quarter.ts';
import type { DemoApartment, DemoWorld, Lanes } from './demo-rental-script.ts';
import { DEMO_FIRST_DAY, type DemoFailure, instantOf, runTimeline } from './demo-timeline.ts';

/** The guard row in seed_runs: the demo is seeded once per database. */
export const DEMO_SEED = 'demo-quarter';

/** Enough stays for a lived-in calendar, few enough to seed in a minute or two. */
const DEFAULT_EVERYDAY_APARTMENTS = 6;

export class DemoSeedRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DemoSeedRefused';
  }
}

export interface DemoSeedOptions {
  db: Kysely<Database>;
  /** The server's configuration; `admin` (ADMIN_EMAIL / ADMIN_PASSWORD) is who runs the back-office. */
  config: Config;
  passwordHasher?: PasswordHasher;
  /** Real time; the demo's quarter ends here. */
  now?: Date;
  /** Apartments of each project with everyday stays besides the stories; 6 by default. */
  everydayApartments?: number;
}

export interface DemoSeedReport {
  /** false: the database already had the demo, nothing was done. */
  seeded: boolean;
  stories: number;
  /** Stories that stopped early (a rule refused a step, a feature missing from this build). */
  failures: DemoFailure[];
}

/**
 * Seeds a quarter of operations once per database, on top of the catalogue: the team, customers with
 * complete profiles, rentals in every status across the three projects with their payments, guests,
 * check-ins, inspections and housekeeping, and blocks. Everything goes through the product's HTTP
 * routes on an app of its own whose clock walks from about two months ago to `now`, so past events
 * happened on their days under the rules of those days. Refuses a database that already has rentals
 * (it is not a demo's): the demo never mixes with real data.
 */
export async function seedDemo(options: DemoSeedOptions): Promise<DemoSeedReport> {
  const { db, config } = options;
  const done = await db
    .selectFrom('seed_runs')
    .select('name')
    .where('name', '=', DEMO_SEED)
    .executeTakeFirst();
  if (done) return { seeded: false, stories: 0, failures: [] };
  const { count } = await db
    .selectFrom('rentals')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0)
    throw new DemoSeedRefused(
      'Este banco já tem locações que não são da demonstração: use uma pasta de dados vazia (DATA_DIR).',
    );
  if (!config.admin) throw new DemoSeedRefused('A demonstração precisa de ADMIN_EMAIL e ADMIN_PASSWORD.');
  const admin: DemoAccount = { ...config.admin, name: 'Administração' };

  const now = options.now ?? new Date();
  const today = todayIso(now);
  const clock = createManualClock(instantOf({ day: DEMO_FIRST_DAY, time: '06:00' }, today, now));
  // The demo's own app: its clock, nothing sent by e-mail (the outbox keeps it), the sandbox bank,
  // and staff approving each request (nothing approved automatically).
  const app = await buildApp({
    config: {
      ...config,
      logLevel: 'silent',
      smtpUrl: undefined,
      autoApprove: false,
      rateLimitStore: 'memory',
      payments: { ...config.payments, provider: 'sandbox', mercadoPago: undefined },
    },
    db,
    clock,
    ...(options.passwordHasher ? { passwordHasher: options.passwordHasher } : {}),
  });
  try {
    await app.ready();
    const client = new DemoClient(app, clock);
    const staffAccounts = new Map<StaffRole, DemoAccount>(DEMO_STAFF.map((member) => [member.role, member]));
    const invited = new Set<StaffRole>();
    const drafts = new Map<string, Date>();
    const world: DemoWorld = {
      client,
      admin,
      today,
      // Staff act once their invitation went through (the team's stories run first, on the first day).
      staff: (role) => (invited.has(role) ? (staffAccounts.get(role) ?? admin) : admin),
      joinStaff: async (account) => {
        const mail = await db
          .selectFrom('outbox')
          .select('text_body')
          .where('to_address', '=', account.email.toLowerCase())
          .orderBy('created_at', 'desc')
          .executeTakeFirstOrThrow();
        const code = /\/admin\/aceitar-convite\?codigo=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
        if (!code) throw new Error(`No invitation link in the last e-mail to ${account.email}`);
        await client.call(null, 'POST', '/api/admin/staff/invitations/accept', {
          code,
          password: account.password,
        });
        client.forget(account);
        invited.add(account.role);
      },
      drafted: (rentalId, at) => drafts.set(rentalId, at),
      webhookSecret: config.payments.webhookSecret,
      settle: async () => {
        await app.backgroundTasks.drain();
        await app.jobQueue.drain();
        await app.backgroundTasks.drain();
      },
    };
    const stories = demoQuarter(world, await loadLanes(db), {
      everydayApartments: options.everydayApartments ?? DEFAULT_EVERYDAY_APARTMENTS,
    });
    const failures = await runTimeline(stories, {
      today,
      now,
      setClock: (instant) => clock.set(instant),
      daily: async () => {
        await app.jobs.runOnce();
        await world.settle();
      },
    });
    await backdateRentals(db, drafts);
    await db.insertInto('seed_runs').values({ name: DEMO_SEED }).execute();
    return { seeded: true, stories: stories.length, failures };
  } finally {
    await app.close();
  }
}

/**
 * A rental's creation date is the database's clock, not the app's: the demo's rentals would all read
 * 'created today'. They get back the instant of the demo's clock they were drafted at (only that
 * column: every rule already ran on the app's clock).
 */
async function backdateRentals(db: Kysely<Database>, drafts: Map<string, Date>): Promise<void> {
  // The schema keeps created_at out of updates on purpose; only this seed has a reason to set it.
  for (const [rentalId, at] of drafts)
    await sql`update rentals set created_at = ${at} where id = ${rentalId}`.execute(db);
}

/** The apartments of each project in a stable order (floor, block, number), so lanes mix modalities. */
async function loadLanes(db: Kysely<Database>): Promise<Lanes> {
  const rows = await db
    .selectFrom('apartments')
    .innerJoin('projects', 'projects.id', 'apartments.project_id')
    .innerJoin('modalities', 'modalities.id', 'apartments.modality_id')
    .select([
      'apartments.id',
      'apartments.modality_id',
      'apartments.project_id',
      'projects.slug',
      'modalities.max_occupants',
    ])
    .orderBy('apartments.floor')
    .orderBy('apartments.block')
    .orderBy('apartments.number')
    .execute();
  const byProject = SEED_PROJECTS.map((project) =>
    rows
      .filter((row) => row.slug === project.slug)
      .map(
        (row): DemoApartment => ({
          id: row.id,
          modalityId: row.modality_id,
          projectId: row.project_id,
          maxOccupants: row.max_occupants,
        }),
      ),
  );
  return (project, lane) => {
    const apartments = byProject[project] ?? [];
    const apartment = apartments[lane % Math.max(1, apartments.length)];
    if (!apartment) throw new Error(`demo: the catalogue has no apartments in project ${project}`);
    return apartment;
  };
}
