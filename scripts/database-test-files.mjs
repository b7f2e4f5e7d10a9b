// The API test files that open a database: those whose imports reach the test database module
// (apps/api/test/test-database.ts, what every test app and test database comes from), and those that read
// TEST_DATABASE_URL themselves. `npm test` runs only these a second time, on PostgreSQL: the rest (PDFs,
// tokens, e-mail layouts, the payment provider's adapters…) give the same answer whatever the database.
// Read from the import graph esbuild resolves, so a new test reaching a database is included by itself.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { root } from './lib.mjs';

const apiRoot = join(root, 'apps/api');
const DATABASE_MODULE = 'apps/api/test/test-database.ts';

/** Absolute paths of every API test file (apps/api/src and apps/api/test). */
export function apiTestFiles() {
  return ['src', 'test'].flatMap((dir) =>
    readdirSync(join(apiRoot, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
}

/** Absolute paths of the API test files that open a database, sorted. */
export async function databaseTestFiles() {
  const files = apiTestFiles();
  const { metafile } = await build({
    entryPoints: files,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    splitting: true,
    packages: 'external',
    outdir: join(root, 'node_modules/.cache/database-test-files'),
    logLevel: 'silent',
    absWorkingDir: root,
  });
  // With code splitting, what several files import sits in shared chunks: a file reaches the database
  // module when its output or any chunk it imports, however deep, holds it.
  const outputs = metafile.outputs;
  const holds = new Map();
  const holdsDatabase = (path) => {
    if (holds.has(path)) return holds.get(path);
    holds.set(path, false);
    const output = outputs[path];
    const found =
      Object.keys(output.inputs).some((input) => input.endsWith(DATABASE_MODULE)) ||
      output.imports.some((imported) => !imported.external && holdsDatabase(imported.path));
    holds.set(path, found);
    return found;
  };
  const reached = new Set(
    Object.entries(outputs)
      .filter(([path, output]) => output.entryPoint && holdsDatabase(path))
      .map(([, output]) => join(root, output.entryPoint)),
  );
  return files
    .filter((file) => reached.has(file) || readFileSync(file, 'utf8').includes('TEST_DATABASE_URL'))
    .sort((a, b) => relative(root, a).localeCompare(relative(root, b)));
}
