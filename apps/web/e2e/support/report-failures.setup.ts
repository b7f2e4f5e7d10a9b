import { afterEach } from 'vitest';
import { SCREENSHOT_DIR } from './browser';
import { reportOpenPages } from './failure-report';

// Runs in every journey file: after a failed test, what its pages showed goes to the log.
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const report = await reportOpenPages(task.name, SCREENSHOT_DIR);
  if (report) console.error(`O que as páginas de '${task.name}' mostravam:\n${report}`);
});
