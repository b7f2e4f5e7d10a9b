import { ensureBuilt, ensureDependencies } from './lib.mjs';

await ensureDependencies();
await ensureBuilt({ force: process.argv.includes('--force') });
