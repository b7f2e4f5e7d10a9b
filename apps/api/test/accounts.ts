import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface TestUser {
  email: string;
  password: string;
  name: string;
  token: string;
  /** `{ authorization: 'Bearer …' }`, for `app.inject({ headers })`. */
  headers: { authorization: string };
}

/** A different client address per call, so per-IP limits of one test do not spill into the next. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Signs a new user up through the API and returns their session. */
export async function signUpUser(
  app: FastifyInstance,
  overrides: { email?: string; password?: string; name?: string } = {},
): Promise<TestUser> {
  const email = overrides.email ?? `cliente.${randomBytes(6).toString('hex')}@exemplo.com.br`;
  const password = overrides.password ?? `pão de queijo ${randomBytes(4).toString('hex')}`;
  const name = overrides.name ?? 'Maria da Silva';
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: randomIp(),
    payload: { name, email, password },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const { token } = response.json() as { token: string };
  return { email, password, name, token, headers: bearer(token) };
}
