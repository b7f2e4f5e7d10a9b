import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate } from './pglite-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated PGlite data directory dump; empty when the tests run on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'estadia-pglite-template-'));
  const file = join(dir, 'template.tar');
  await writeFile(file, await buildPgliteTemplate());
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
