/**
 * How many journey files run at once, each worker with its own browser and its own product
 * (global-setup.ts). Two: a journey spends most of its time waiting (a page's polling, a job's turn, an
 * e-mail), one at a time used about a third of this 2-core machine, and two halve the browser phase.
 * What a second journey's load could make flaky is made still first: axe reads a page that did not move
 * while it ran (browser.ts, seriousAxeViolations), and every wait is on what the page shows, not on time.
 */
export const E2E_WORKERS = 2;
