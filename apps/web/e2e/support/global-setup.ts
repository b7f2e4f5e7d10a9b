import type { TestProject } from 'vitest/node';
import { E2E_WORKERS } from './e2e-workers';
import { launchProduct, makeDatabaseTemplate } from './product';
import { startProductBroker } from './product-broker';

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
 * Starts the built product once from an empty DATA_DIR and stops it: its database, created, migrated and
 * seeded by the server's own start-up, is the template every product of the run starts from (product.ts).
 * Then starts one product per worker, each on a free port with its own copy, and stops them after the
 * run. Journeys of two workers never share a database, so a file running beside another can take "the
 * first free apartment" or count e-mails without the other's data in the way. The journeys that need a
 * product of their own (startProduct) get it from a broker that starts them ahead (product-broker.ts).
 */
export default async function setup(project: TestProject) {
  const template = await makeDatabaseTemplate();
  try {
    const products = await Promise.all(
      Array.from({ length: E2E_WORKERS }, () => launchProduct({}, { databaseTemplate: template.dir })),
    );
    project.provide(
      'products',
      products.map(({ baseUrl, mailDir }) => ({ baseUrl, mailDir })),
    );
    // The journeys' own products, started ahead in the background while the first journeys run.
    const broker = await startProductBroker((env) => launchProduct(env, { databaseTemplate: template.dir }));
    project.provide('productBroker', broker.url);
    return async () => {
      await Promise.all([broker.close(), ...products.map((product) => product.stop())]);
      await template.remove();
    };
  } catch (error) {
    await template.remove();
    throw error;
  }
}
