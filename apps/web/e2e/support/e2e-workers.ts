/**
 * How many journey files run at once, each worker with its own browser and its own product
 * (global-setup.ts). One: on this 2-core machine two journeys side by side (a browser and a server each)
 * made the timing-sensitive ones (hydration, polling a board) fail in a clean-clone run, so they take turns.
 */
export const E2E_WORKERS = 1;
