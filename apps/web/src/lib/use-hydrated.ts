import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while rendering on the server and while hydrating a prerendered page, true afterwards. Lets a
 * component render the prerendered (anonymous) markup first and its browser-only state right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
