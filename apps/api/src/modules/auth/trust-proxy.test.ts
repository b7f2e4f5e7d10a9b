import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { AUTH_RATE_LIMITS } from './rate-limits.ts';

// Per-IP limits key on request.ip: the connection's address, unless TRUST_PROXY names the load balancer
// whose X-Forwarded-For is then believed. The sign-up limit per IP shows which address was used.
const LIMIT = AUTH_RATE_LIMITS.signupPerIp.max;
const balancer = randomIp();
let direct: TestApp;
let behindBalancer: TestApp;

beforeAll(async () => {
  direct = await createTestApp();
  behindBalancer = await createTestApp({ env: { TRUST_PROXY: `${balancer}, 192.0.2.0/24` } });
});

afterAll(async () => {
  await direct?.close();
  await behindBalancer?.close();
});

function signUp(testApp: TestApp, from: { remoteAddress: string; forwardedFor: string }) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: from.remoteAddress,
    headers: { 'x-forwarded-for': from.forwardedFor },
    payload: {
      name: 'Ana Souza',
      email: `proxy.${randomBytes(6).toString('hex')}@exemplo.com.br`,
      password: 'uma senha de teste qualquer',
    },
  });
}

async function expectAccepted(testApp: TestApp, count: number, from: () => Parameters<typeof signUp>[1]) {
  for (let index = 0; index < count; index += 1)
    expect((await signUp(testApp, from())).statusCode, `sign-up ${index + 1}`).toBe(201);
}

describe('TRUST_PROXY', () => {
  it('unset: X-Forwarded-For is ignored, so every client behind one address shares its limit', async () => {
    const from = () => ({ remoteAddress: balancer, forwardedFor: randomIp() });
    await expectAccepted(direct, LIMIT, from);
    expect((await signUp(direct, from())).statusCode).toBe(429);
  });

  it('set to the balancer: each client is limited by the address the balancer forwards', async () => {
    const client = randomIp();
    // The balancer appends the address it saw to whatever the client sent: only the last entry counts.
    const fromClient = () => ({ remoteAddress: balancer, forwardedFor: `${randomIp()}, ${client}` });
    await expectAccepted(behindBalancer, LIMIT, fromClient);
    expect((await signUp(behindBalancer, fromClient())).statusCode).toBe(429);

    const otherClient = { remoteAddress: balancer, forwardedFor: randomIp() };
    expect((await signUp(behindBalancer, otherClient)).statusCode).toBe(201);
    // A CIDR of the list works the same way.
    expect(
      (await signUp(behindBalancer, { remoteAddress: '192.0.2.7', forwardedFor: client })).statusCode,
    ).toBe(429);
  });

  it('true is refused at start-up: any client could forge the address the limits count', async () => {
    await expect(createTestApp({ env: { TRUST_PROXY: 'true' } })).rejects.toThrow(
      /TRUST_PROXY="true": confiar em qualquer origem não é aceito/,
    );
  });

  it('set: a client that connects directly cannot choose its address with X-Forwarded-For', async () => {
    const attacker = randomIp();
    const from = () => ({ remoteAddress: attacker, forwardedFor: randomIp() });
    await expectAccepted(behindBalancer, LIMIT, from);
    expect((await signUp(behindBalancer, from())).statusCode).toBe(429);
  });
});
