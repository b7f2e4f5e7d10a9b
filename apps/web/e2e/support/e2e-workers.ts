/**
 * How many journey files run at once, each worker with its own browser and its own product
 * (global-setup.ts). Two: a journey spends most of its time waiting (a page's polling, a job's turn, an
 * e-mail), one at a time used about a third of this 2-core machine, and two halve the browser phase.
 * What a second journey's load made flaky was fixed first: axe reads a page that did not move while it ran
 * (browser.ts, seriousAxeViolations), and the booking journey waits for its date fields to follow the range.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
