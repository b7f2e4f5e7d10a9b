import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiTestFiles, databaseTestFiles } from '../../../scripts/database-test-files.mjs';

const apiRoot = join(import.meta.dirname, '..');

// `npm test` runs on PostgreSQL only the API test files that open a database: leaving one out would
// silently test it on PGlite alone.
describe('databaseTestFiles', () => {
  it('holds every file that opens a database, directly or through a helper, and no pure one', async () => {
    const files = (await databaseTestFiles()).map((file) => relative(apiRoot, file));
    // Through the test app, through a helper of test/ that makes one, and by the server URL the file reads itself.
    expect(files).toContain('src/modules/payments/routes.test.ts');
    expect(files).toContain('src/modules/payments/security-deposit.property.test.ts');
    expect(files).toContain('src/db/connection.test.ts');
    expect(files).toContain('src/db/preparing-client.test.ts');
    // Nothing in these reaches a database.
    expect(files).not.toContain('src/lib/pdf/boleto-pdf.test.ts');
    expect(files).not.toContain('src/lib/tokens/session-token.test.ts');
    expect(files).not.toContain('test/database-test-files.test.ts');
    for (const file of files) expect(file).toMatch(/\.test\.ts$/);
  });

  it('misses no file that names the test app or the test database', async () => {
    const files = new Set(await databaseTestFiles());
    const naming = apiTestFiles().filter((file) =>
      /\b(createTestApp|createTestDatabase)\(/.test(readFileSync(file, 'utf8')),
    );
    expect(naming.length).toBeGreaterThan(50);
    expect(naming.filter((file) => !files.has(file))).toEqual([]);
  });
});
