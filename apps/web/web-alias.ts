import { fileURLToPath } from 'node:url';

/**
 * `@/…` is `src/…` (tsconfig.json's `paths`): an import names where a module lives in the app instead of
 * climbing directories. The builds and the unit tests resolve it the same way.
 */
export const WEB_ALIAS = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
