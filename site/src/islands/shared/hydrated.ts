// False in the server render and in the render that hydrates the static HTML, true afterwards: controls
// that cannot work before the island's script runs are disabled until then (and say so).
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
