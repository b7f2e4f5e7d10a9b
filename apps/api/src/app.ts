import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import { registerWebApp } from './http/web-app.ts';
import { schedulePeriodicRound } from './jobs.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createPasswordHasher, type PasswordHasher } from './lib/passwords/password-hasher.ts';
import { registerBackOffice } from './wiring/back-office.ts';
import { createHttpPlatform } from './wiring/http-platform.ts';
import { registerMoney } from './wiring/money.ts';
import { registerPlatform } from './wiring/platform.ts';
import { registerStay } from './wiring/stay.ts';

export interface BuildAppOptions {
  config: Config;
  db: Kysely<Database>;
  /** Where JSON log lines go: the server's log destination, a test's capture; pino's stdout when omitted. */
  logStream?: { write(line: string): void };
  /** "Now" for every rule that depends on time (sessions, reset codes, rate limits); system time by default. */
  clock?: Clock;
  /** Production scrypt cost by default; tests pass a cheaper one. */
  passwordHasher?: PasswordHasher;
}

/**
 * The whole HTTP application, area by area (each in wiring/): the HTTP platform, then what every area
 * stands on with the modules of anyone's account, money, the customer's rental and stay, the back-office,
 * the periodic jobs, and last the web app (which owns the not-found handler). Does not listen: the server
 * (or a test) does.
 */
export async function buildApp({
  config,
  db,
  logStream,
  clock = systemClock,
  passwordHasher = createPasswordHasher(),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = await createHttpPlatform(config, logStream);
  const platform = await registerPlatform(app, { config, db, clock, passwordHasher });
  const money = await registerMoney(app, platform);
  const stay = await registerStay(app, platform, money);
  await registerBackOffice(app, platform, money, stay);

  const { jobQueue, tasks, mailTransport, notices, door } = platform;
  const jobs = schedulePeriodicRound(jobQueue, config.periodicRoundCron, {
    db,
    clock,
    money: {
      issuance: money.issuance,
      refunds: money.refunds,
      followUps: money.followUps,
      captures: money.captures,
    },
    logger: app.log,
    notices,
    door,
    deposits: stay.deposits,
    holdHours: config.holdHours,
    holdReminderHours: config.holdReminderHours,
    defaulterGraceDays: config.defaulterGraceDays,
  });
  app.decorate('jobs', jobs);
  // In this order, before the server destroys the database: no new job (nor round), then no work left behind.
  app.addHook('onClose', async () => {
    await jobQueue.stop();
    await tasks.drain();
    mailTransport.close();
  });

  await registerWebApp(app, {
    webDistDir: config.webDistDir,
    webAdminDistDir: config.webAdminDistDir,
    webServerEntry: config.webServerEntry,
    webAdminServerEntry: config.webAdminServerEntry,
    catalog: platform.catalog,
    publicUrl: config.publicUrl,
  });
  return app;
}
