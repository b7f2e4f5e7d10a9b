import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

// One 'request completed' line per request, except a quick success of a public catalogue read.

let testApp: TestApp;
const lines: Array<{ msg?: string; url?: string; statusCode?: number }> = [];
let availabilityPath: string;

beforeAll(async () => {
  testApp = await createTestApp({
    seed: true,
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => lines.push(JSON.parse(line)) },
  });
  const { items } = (await testApp.app.inject('/api/projects')).json() as {
    items: Array<{ id: string; modalities: Array<{ id: string }> }>;
  };
  const project = items[0]!;
  availabilityPath = `/api/projects/${project.id}/modalities/${project.modalities[0]!.id}/availability`;
});

afterAll(async () => {
  await testApp?.close();
});

const completedFor = (url: string) =>
  lines.filter((line) => line.msg === 'request completed' && line.url === url);

describe('access log', () => {
  it('leaves out a quick success of a catalogue read', async () => {
    const url = `${availabilityPath}?start=2027-03-10&end=2027-03-20`;
    expect((await testApp.app.inject(url)).statusCode).toBe(200);
    expect(completedFor(url)).toEqual([]);
  });

  it('logs a catalogue read that failed', async () => {
    const url = `${availabilityPath}?start=2027-03-20&end=2027-03-10`;
    const response = await testApp.app.inject(url);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(completedFor(url)).toEqual([expect.objectContaining({ statusCode: response.statusCode })]);
  });

  it('logs every other request, successful or not', async () => {
    expect((await testApp.app.inject('/api/healthz')).statusCode).toBe(200);
    expect((await testApp.app.inject('/api/me')).statusCode).toBe(401);
    expect(completedFor('/api/healthz')).toEqual([expect.objectContaining({ statusCode: 200 })]);
    expect(completedFor('/api/me')).toEqual([expect.objectContaining({ statusCode: 401 })]);
  });
});
