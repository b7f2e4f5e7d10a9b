import { useEffect, useState } from 'react';

/**
 * The current time (ms), refreshed every `intervalMs` while `enabled`: for countdowns. The first tick
 * is aligned to the next whole interval so a mm:ss countdown changes with the wall clock's seconds.
 */
export function useNow(intervalMs: number, enabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    setNow(Date.now());
    let timer: ReturnType<typeof setInterval> | undefined;
    const align = setTimeout(
      () => {
        setNow(Date.now());
        timer = setInterval(() => setNow(Date.now()), intervalMs);
      },
      intervalMs - (Date.now() % intervalMs),
    );
    return () => {
      clearTimeout(align);
      if (timer) clearInterval(timer);
    };
  }, [intervalMs, enabled]);
  return now;
}
