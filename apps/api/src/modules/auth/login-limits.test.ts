import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp, signUpUser } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { AUTH_RATE_LIMITS } from './rate-limits.ts';

// Login limits count failures only, per account and address and per address: whoever fails from one
// place must never lock the right password out from another.
const PER_ACCOUNT = AUTH_RATE_LIMITS.loginPerAccountAndAddress.max;
const PER_ADDRESS = AUTH_RATE_LIMITS.loginPerIp.max;
const balancer = randomIp();
let testApp: TestApp;
let behindBalancer: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  behindBalancer = await createTestApp({ env: { TRUST_PROXY: balancer } });
});

afterAll(async () => {
  await testApp?.close();
  await behindBalancer?.close();
});

function logIn(
  email: string,
  password: string,
  from: { ip: string; forwardedFor?: string },
  app: TestApp = testApp,
) {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from.ip,
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
    payload: { email, password },
  });
}

describe('POST /api/auth/login limits', () => {
  it('8 failures from one address, then the right password from another: 200', async () => {
    const user = await signUpUser(testApp.app);
    const attacker = randomIp();
    const answers = [];
    for (let attempt = 0; attempt < 8; attempt += 1)
      answers.push((await logIn(user.email, 'chute errado', { ip: attacker })).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);

    const owner = await logIn(user.email, user.password, { ip: randomIp() });
    expect(owner.statusCode, owner.body).toBe(200);
    // The attacker's address stays refused, even with the right password.
    expect((await logIn(user.email, user.password, { ip: attacker })).statusCode).toBe(429);
  });

  it('failures spread over many addresses never lock the account', async () => {
    const user = await signUpUser(testApp.app);
    for (let attempt = 0; attempt < 3 * PER_ACCOUNT; attempt += 1)
      expect((await logIn(user.email, 'chute errado', { ip: randomIp() })).statusCode).toBe(401);
    expect((await logIn(user.email, user.password, { ip: randomIp() })).statusCode).toBe(200);
  });

  it('successful logins do not count: a shared address (an office, a NAT) logs many people in', async () => {
    const office = randomIp();
    const colleague = await signUpUser(testApp.app);
    for (let attempt = 0; attempt < PER_ADDRESS + 5; attempt += 1)
      expect((await logIn(colleague.email, colleague.password, { ip: office })).statusCode).toBe(200);
    // Nor does one person's right password after a few typos.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await logIn(colleague.email, 'senha com erro', { ip: office })).statusCode).toBe(401);
      expect((await logIn(colleague.email, colleague.password, { ip: office })).statusCode).toBe(200);
    }
  });

  it('one address sweeping many accounts is stopped, and the refusal comes before the password check', async () => {
    const sweeper = randomIp();
    const victim = await signUpUser(testApp.app);
    for (let attempt = 0; attempt < PER_ADDRESS; attempt += 1)
      await logIn(`varre.${attempt}@exemplo.com`, 'chute errado', { ip: sweeper });
    const refused = await logIn(victim.email, victim.password, { ip: sweeper });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/^Muitas tentativas\. Aguarde \d+ minutos? e tente de novo\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await logIn(victim.email, victim.password, { ip: randomIp() })).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64, so new addresses of one network do not start over', async () => {
    const user = await signUpUser(testApp.app);
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    for (let attempt = 1; attempt <= PER_ACCOUNT; attempt += 1)
      expect((await logIn(user.email, 'chute errado', { ip: `${network}::${attempt}` })).statusCode).toBe(
        401,
      );
    expect((await logIn(user.email, 'chute errado', { ip: `${network}::ff` })).statusCode).toBe(429);
    expect((await logIn(user.email, user.password, { ip: `${network}:0:0:0:abcd` })).statusCode).toBe(429);
    expect((await logIn(user.email, user.password, { ip: '2001:db8:ffff:2::1' })).statusCode).toBe(200);
  });

  it('behind a listed proxy, failures of one client do not lock out another client of that proxy', async () => {
    const user = await signUpUser(behindBalancer.app);
    const attacker = randomIp();
    for (let attempt = 0; attempt < 8; attempt += 1)
      await logIn(user.email, 'chute errado', { ip: balancer, forwardedFor: attacker }, behindBalancer);
    expect(
      (await logIn(user.email, user.password, { ip: balancer, forwardedFor: attacker }, behindBalancer))
        .statusCode,
    ).toBe(429);
    const owner = await logIn(
      user.email,
      user.password,
      { ip: balancer, forwardedFor: randomIp() },
      behindBalancer,
    );
    expect(owner.statusCode, owner.body).toBe(200);
  });
});
