// `node bench/public-pages.mjs`: only the catalogue's side-by-side ratios and Lighthouse, the two parts of
// `npm run bench` that issue 21 is judged on (about 12 minutes instead of the whole bench).
import { ensureBuilt, ensureDependencies } from '../scripts/lib.mjs';
import { benchCatalog } from './catalog.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { startProduct } from './support.mjs';

await ensureDependencies();
await ensureBuilt();
const product = await startProduct();
try {
  const met = [await benchCatalog(product), await benchLighthouse(product)];
  console.log(
    met.every(Boolean) ? '\nTodas as metas atingidas.' : '\nAlguma meta não foi atingida (✖ acima).',
  );
} finally {
  await product.stop();
}
