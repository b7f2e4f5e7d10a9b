import type { TestProject } from 'vitest/node';
import { E2E_WORKERS } from './e2e-workers';
import { startProduct } from './product';

export interface SharedProduct {
  baseUrl: string;
  mailDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One running product per worker (see support/shared-product.ts). */
    products: SharedProduct[];
  }
}

/**
 * Starts the built product once per worker, each on a free port with an empty database, and stops them
 * after the run. Journeys of two workers never share a database, so a file running beside another can
 * take "the first free apartment" or count e-mails without the other's data in the way.
 */
export default async function setup(project: TestProject) {
  const products = await Promise.all(Array.from({ length: E2E_WORKERS }, () => startProduct()));
  project.provide(
    'products',
    products.map(({ baseUrl, mailDir }) => ({ baseUrl, mailDir })),
  );
  return async () => {
    await Promise.all(products.map((product) => product.stop()));
  };
}
