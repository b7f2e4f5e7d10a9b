import type { TestProject } from 'vitest/node';
import { startProduct } from './product';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the built product on a free port with an empty database, and stops it after the run. */
export default async function setup(project: TestProject) {
  const product = await startProduct();
  project.provide('baseUrl', product.baseUrl);
  project.provide('mailDir', product.mailDir);
  return product.stop;
}
