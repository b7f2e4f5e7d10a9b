import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createManualClock, type ManualClock } from '../../lib/clock.ts';
import { adminKit } from '../admin/admin-test-support.ts';
import { apartmentsOfOneModality } from '../rentals/rental-test-support.ts';
import { claimStaysMissingOccupants } from './occupants-reminder.ts';
import { GUEST, makeRented } from './occupants-test-support.ts';

// The guests reminder: 3 days before check-in, once per stay, only when nobody is registered.

const DAY = 86_400_000;
let testApp: TestApp;
let clock: ManualClock;
const kit = adminKit(() => testApp);

beforeAll(async () => {
  clock = createManualClock(new Date());
  testApp = await createTestApp({ seed: true, clock, env: { SESSION_TTL_HOURS: '8760' } });
});

afterAll(async () => {
  await testApp?.close();
});

async function runJobs() {
  const report = await testApp.app.jobs.runOnce();
  await testApp.app.jobQueue.drain(); // the reminders are jobs committed with their claim
  return report!;
}

function mailsTo(email: string) {
  return testApp.db.selectFrom('outbox').selectAll().where('to_address', '=', email).execute();
}

describe('the guests reminder', () => {
  it('goes out once, 3 days before check-in, to a stay without guests; never to one with guests', async () => {
    const [first, second] = await apartmentsOfOneModality(testApp.db, 2);
    const customer = await kit.customer('Joana Conceição Araújo');
    const withoutGuests = await kit.submitted(customer, first!, 40, 2);
    await makeRented(testApp.db, withoutGuests, { startInDays: 5, nights: 2 });
    const withGuests = await kit.submitted(customer, second!, 40, 2);
    await makeRented(testApp.db, withGuests, { startInDays: 4, nights: 2 });
    const saved = await kit.call(customer, 'PUT', `/api/rentals/${withGuests}/occupants`, { items: [GUEST] });
    expect(saved.statusCode, saved.body).toBe(200);

    expect((await runJobs()).remindedGuests).not.toContain(withoutGuests);
    clock.advance(2 * DAY);
    const report = await runJobs();
    expect(report.remindedGuests).toContain(withoutGuests);
    expect(report.remindedGuests).not.toContain(withGuests);
    expect((await runJobs()).remindedGuests).not.toContain(withoutGuests);

    const mails = (await mailsTo(customer.email)).filter((mail) =>
      mail.subject.startsWith('Informe quem vai'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain('CPF, RG ou passaporte');
    expect(mails[0]!.text_body).toContain(`/minhas-locacoes/${withoutGuests}#hospedes`);
  });

  it('claims each stay once when several servers sweep at the same time', async () => {
    clock.set(new Date());
    const [apartment] = await apartmentsOfOneModality(testApp.db, 3).then((rows) => rows.slice(2));
    const customer = await kit.customer();
    const id = await kit.submitted(customer, apartment!, 50, 2);
    await makeRented(testApp.db, id, { startInDays: 1, nights: 2 });
    const sweeps = await Promise.all([
      claimStaysMissingOccupants(testApp.db, clock),
      claimStaysMissingOccupants(testApp.db, clock),
      claimStaysMissingOccupants(testApp.db, clock),
    ]);
    expect(sweeps.flat().filter((rental) => rental.id === id)).toHaveLength(1);
  });
});
