/**
 * How many journey files run at once. Each worker has its own browser and its own product (global-setup.ts);
 * a journey spends most of its time waiting on the browser and the server, so two of them share the two
 * cores of the machine without slowing each other much.
 */
export const E2E_WORKERS = 2;
