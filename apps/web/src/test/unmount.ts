import { cleanup } from '@testing-library/preact';
import { h, render } from 'preact';
import { useEffect } from 'preact/hooks';
import { act } from 'preact/test-utils';

function Probe() {
  useEffect(() => undefined, []);
  return null;
}

/**
 * Unmounts what the test rendered and runs every passive effect's cleanup before returning. Preact runs those
 * cleanups after the next frame (a 35 ms timer in jsdom), so a query client's `unmount` could fire after the
 * worker's last file had taken the window away ("window is not defined"). Inside `act` they run when it returns;
 * the probe's effect makes sure a flush is scheduled there even when the unmount queued none itself, so cleanups
 * a test's own `unmount()` left on the timer run too.
 */
export function unmountAll(): void {
  act(() => {
    cleanup();
    const probe = document.createElement('div');
    render(h(Probe, null), probe);
    render(null, probe);
  });
}
