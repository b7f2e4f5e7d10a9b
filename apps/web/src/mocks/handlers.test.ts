// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers, MOCK_DELAY_MS } from './handlers';

const server = setupServer(...createHandlers('http://mock.test/api'));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const post = (body: unknown) =>
  fetch('http://mock.test/api/mockEndpoint', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('mock endpoint (development only)', () => {
  it('answers 400 with a Portuguese message when the name is missing', async () => {
    const response = await post({});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'O campo nome é obrigatório.' });
  });

  it('answers 201 with the name after 1000 ms', async () => {
    expect(MOCK_DELAY_MS).toBe(1000);
    const started = performance.now();
    const response = await post({ name: 'Ana' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ name: 'Ana' });
  });
});
