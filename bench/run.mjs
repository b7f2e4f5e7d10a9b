// `npm run bench`: builds what is stale, then prints side-by-side ratios. Not part of `npm test`.
import { ensureBuilt, ensureDependencies } from '../scripts/lib.mjs';
import { benchBackOffice } from './back-office.mjs';
import { benchCatalog } from './catalog.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchSubmit } from './submit.mjs';
import { startProduct } from './support.mjs';
import { benchWeb } from './web.mjs';

await ensureDependencies();
await ensureBuilt();

const extraEnv = process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {};
const product = await startProduct(extraEnv);
const results = [];
try {
  results.push(await benchCatalog(product));
  results.push(await benchWeb(product));
  results.push(await benchLighthouse(product));
} finally {
  await product.stop();
}
results.push(await benchBackOffice());
results.push(await benchSubmit());
console.log(
  results.every(Boolean) ? '\nTodas as metas atingidas.' : '\nAlguma meta não foi atingida (✖ acima).',
);
