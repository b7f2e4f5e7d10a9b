// `npm start`: install what is missing, build what is stale, then serve web + API on one port.
// The server itself migrates and seeds the database at start-up.
import { ensureBuilt, ensureDependencies, root } from './lib.mjs';

await ensureDependencies();
await ensureBuilt();
process.chdir(root);
await import('../apps/api/dist/server.js');
