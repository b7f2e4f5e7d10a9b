import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createManualClock } from '../../lib/clock.ts';
import { SUBMISSIONS_PER_USER } from './rental-rate-limits.ts';
import { apartmentsOfOneModality, completeProfile, draftBody, userIdByEmail } from './rental-test-support.ts';

// Submissions are limited per account, whatever their outcome: a script cycling holds is stopped, a
// customer is not.

const clock = createManualClock(new Date());
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ seed: true, clock });
});

afterAll(async () => {
  await testApp?.close();
});

async function customerWithDraft(startInDays: number): Promise<{ user: TestUser; rentalId: string }> {
  const user = await signUpUser(testApp.app);
  await completeProfile(testApp.db, await userIdByEmail(testApp.db, user.email));
  const [apartment] = await apartmentsOfOneModality(testApp.db, 1);
  const draft = await testApp.app.inject({
    method: 'POST',
    url: '/api/rentals',
    headers: user.headers,
    payload: draftBody(apartment!, startInDays, 2),
  });
  expect(draft.statusCode, draft.body).toBe(201);
  return { user, rentalId: draft.json().id };
}

const submit = (user: TestUser, rentalId: string) =>
  testApp.app.inject({ method: 'POST', url: `/api/rentals/${rentalId}/submit`, headers: user.headers });

describe('POST /api/rentals/:rentId/submit rate limit', () => {
  it('answers 429 RATE_LIMITED past the limit per account, and again accepts after the window', async () => {
    const { user, rentalId } = await customerWithDraft(60);
    expect((await submit(user, rentalId)).statusCode).toBe(200);
    // Refused submissions count too (here: already sent).
    for (let attempt = 1; attempt < SUBMISSIONS_PER_USER.max; attempt += 1)
      expect((await submit(user, rentalId)).json().code).toBe('RENTAL_NOT_SUBMITTABLE');

    const refused = await submit(user, rentalId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Você enviou muitas solicitações de reserva em pouco tempo. Aguarde 1 hora e tente de novo.',
    });
    expect(Number(refused.headers['retry-after'])).toBe(3600);

    // Another customer is not affected.
    const other = await customerWithDraft(70);
    expect((await submit(other.user, other.rentalId)).statusCode).toBe(200);

    clock.advance(SUBMISSIONS_PER_USER.windowMs);
    expect((await submit(user, rentalId)).json().code).toBe('RENTAL_NOT_SUBMITTABLE');
  });
});
