import { inject } from 'vitest';

/**
 * The product this worker's journeys run against: global-setup.ts started one per worker, and
 * VITEST_POOL_ID (1…maxWorkers) says which worker this is.
 */
function sharedProduct() {
  const products = inject('products');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return products[(worker - 1) % products.length]!;
}

export const { baseUrl, mailDir } = sharedProduct();
