// `npm run demo`: `npm start` on a data folder of its own (DEMO_DATA_DIR, default ./data-demo), seeded
// once with a quarter of operations, printing the administrator's login. `npm start`'s data is never
// touched: the demo always runs on the embedded database of its own folder.
import { ensureBuilt, ensureDependencies, root } from './lib.mjs';

const DEMO_ADMIN = { email: 'admin@example.com', password: 'estadia demo 2026' };

process.env.DATA_DIR = process.env.DEMO_DATA_DIR?.trim() || './data-demo';
// Self-contained: its own database and files, the sandbox bank, e-mail only in the outbox and the log.
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;
process.env.STORAGE = 'local';
process.env.PAYMENT_PROVIDER = 'sandbox';
process.env.DEMO_SEED = 'true';
if (!process.env.ADMIN_EMAIL?.trim() && !process.env.ADMIN_PASSWORD?.trim()) {
  process.env.ADMIN_EMAIL = DEMO_ADMIN.email;
  process.env.ADMIN_PASSWORD = DEMO_ADMIN.password;
}

await ensureDependencies();
await ensureBuilt();
process.chdir(root);
console.log(
  `▸ Demonstração em ${process.env.DATA_DIR} (a primeira vez leva um ou dois minutos para gravar o trimestre)…`,
);
await import('../apps/api/dist/server.js');
