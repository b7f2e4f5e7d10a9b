import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogDestination } from './log-destination.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'estadia-log-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('createLogDestination', () => {
  it('writes every line whole and in order, short and longer than a chunk', async () => {
    const file = join(dir, 'server.log');
    const destination = createLogDestination(file);
    const lines = Array.from({ length: 500 }, (_, index) =>
      JSON.stringify({ index, msg: index % 100 === 0 ? 'x'.repeat(5000) : 'request completed' }),
    );
    for (const line of lines) destination.write(`${line}\n`);
    await new Promise((resolve) => {
      destination.once('close', resolve);
      destination.end();
    });

    const written = (await readFile(file, 'utf8')).trimEnd().split('\n');
    expect(written).toEqual(lines);
  });
});
