// `npm run dev`: the API with reload on :3001 and Vite with hot reload on :5173, proxying /api to it.
import { ensureDependencies, run } from './lib.mjs';

await ensureDependencies();
const api = run('npm', ['run', 'dev', '-w', '@estadia/api'], {
  env: { ...process.env, PORT: process.env.API_PORT ?? '3001' },
});
const web = run('npm', ['run', 'dev', '-w', '@estadia/web']);
process.exitCode = Math.max(await api, await web);
