import { randomInt } from 'node:crypto';
import { expect } from 'vitest';

export const CUSTOMER_PASSWORD = 'varanda-azul-na-serra';

/** An address no other test uses: `prefix-<time>-<random>@exemplo.com.br`. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${randomInt(1_000_000)}@exemplo.com.br`;
}

/**
 * A client address in 198.18.0.0/15 (reserved for tests). The e2e server trusts its loopback proxy
 * (TRUST_PROXY=loopback), so each customer made through the API counts against its own per-IP
 * sign-up limit (10 an hour) instead of the test runner's, however many journeys sign up.
 */
function clientAddress(): string {
  const host = randomInt(1, 2 ** 17 - 1);
  return `198.${18 + (host >> 16)}.${(host >> 8) & 255}.${host & 255}`;
}

export interface NewCustomer {
  name: string;
  email?: string;
  password?: string;
  phone?: string;
}

/** Signs a customer up through the API and returns their e-mail and session token. */
export async function signUpThroughApi(
  baseUrl: string,
  { name, email = uniqueEmail('cliente'), password = CUSTOMER_PASSWORD, phone }: NewCustomer,
): Promise<{ email: string; token: string }> {
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress() },
    body: JSON.stringify({ name, email, password, ...(phone ? { phone } : {}) }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return { email, token };
}
