import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate } from './pglite-template.ts';
import { createPostgresTemplate } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a migrated PGlite data directory dump; empty when the tests run on PostgreSQL. */
    pgliteTemplate: string;
    /** A migrated database on the TEST_DATABASE_URL server each file's database copies; empty on PGlite. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createPostgresTemplate(
      serverUrl,
      `estadia_template_${process.pid}_${randomBytes(4).toString('hex')}`,
    );
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', template.name);
    return template.drop;
  }
  const dir = await mkdtemp(join(tmpdir(), 'estadia-pglite-template-'));
  const file = join(dir, 'template.tar');
  await writeFile(file, await buildPgliteTemplate());
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
