import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { configure } from '@testing-library/preact';
import { afterEach, beforeEach, vi } from 'vitest';
import { unmountAll } from './unmount';

// The test files share one environment per worker (vitest.config.ts): each still gets fresh app modules,
// so state kept in a module (the query client, the session, the toaster) never leaks from one to the next.
vi.resetModules();

// findBy/waitFor give the screen 3 s, not 1: two test workers share this machine's two cores, and a chain of
// state updates (type, look up, tokenise, pay) took up to 1.8 s while the browser tests ran beside them.
configure({ asyncUtilTimeout: 3_000 });

// A test fails on any console.error it did not ask for (React warnings, failed prop types, act()…).
let unexpectedErrors: string[] = [];
let allowedErrors: RegExp[] = [];

/** Declares a console.error the current test expects; it must match one of the logged messages. */
export function allowConsoleError(pattern: RegExp): void {
  allowedErrors.push(pattern);
}

beforeEach(() => {
  unexpectedErrors = [];
  allowedErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = format(...args);
    if (!allowedErrors.some((pattern) => pattern.test(message))) unexpectedErrors.push(message);
  });
});

afterEach(() => {
  // Node-environment tests (the mock worker's handlers) have no DOM to clean.
  if (typeof window !== 'undefined') {
    unmountAll();
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
  vi.restoreAllMocks();
  if (unexpectedErrors.length > 0) {
    throw new Error(`Unexpected console.error:\n${unexpectedErrors.join('\n---\n')}`);
  }
});
