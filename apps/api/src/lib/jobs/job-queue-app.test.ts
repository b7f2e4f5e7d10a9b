import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, signUpUser } from '../../../test/accounts.ts';
import { createTestApp, TEST_PASSWORD_HASHER, type TestApp } from '../../../test/helpers.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/test-smtp-server.ts';
import { buildApp } from '../../app.ts';

// The job queue as the app uses it, with the e-mail of a password reset: the job outlives the app
// instance that committed it, and with two instances on one database each job runs once.

let testApp: TestApp;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await createTestApp({ env: { SMTP_URL: smtp.url } });
});

afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

/** Another API instance on the same database (same configuration), as a second server would be. */
async function anotherInstance(): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testApp.config,
    db: testApp.db,
    passwordHasher: TEST_PASSWORD_HASHER,
  });
  await app.ready();
  return app;
}

async function requestReset(app: FastifyInstance, email: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/request_password_reset',
    remoteAddress: randomIp(),
    payload: { email },
  });
  expect(response.statusCode).toBe(204);
  await app.backgroundTasks.drain(); // the code and its e-mail are committed (the answer does not wait)
}

const deliveredTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

describe('job queue in the app', () => {
  it('delivers an e-mail committed by an instance that stopped before sending it, from the next one', async () => {
    const user = await signUpUser(testApp.app);
    const gone = await anotherInstance();
    await requestReset(gone, user.email);
    await gone.close(); // "crashed" after the commit, before the call to the SMTP server
    expect(deliveredTo(user.email)).toEqual([]);

    expect(await testApp.app.jobQueue.drain()).toBeGreaterThanOrEqual(1);
    expect(deliveredTo(user.email)).toHaveLength(1);
    const [row] = await testApp.db
      .selectFrom('outbox')
      .select(['sent_at', 'attempts'])
      .where('to_address', '=', user.email)
      .execute();
    expect(row?.sent_at).toBeInstanceOf(Date);
  });

  it('sends each e-mail once when two instances run the queue at the same time', async () => {
    const second = await anotherInstance();
    try {
      const users = await Promise.all(Array.from({ length: 6 }, () => signUpUser(testApp.app)));
      for (const [index, user] of users.entries())
        await requestReset(index % 2 === 0 ? testApp.app : second, user.email);
      const [first, other] = await Promise.all([testApp.app.jobQueue.drain(), second.jobQueue.drain()]);
      expect(first + other).toBeGreaterThanOrEqual(users.length);
      for (const user of users) expect(deliveredTo(user.email)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
