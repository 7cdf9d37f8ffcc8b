// Hydration-safe reading of the browser. The first render of an island must match its static HTML, so
// anything read from the browser (storage, the session) shows its server value in that render and its
// live value from the next one on. React's useSyncExternalStore does this by itself when hydrating;
// preact/compat's (which renders the islands in the built site) does not, so the islands use these.
import { useEffect, useState, useSyncExternalStore } from 'react';

/** False in the server render and in the render that hydrates the static HTML, true afterwards. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** useSyncExternalStore that gives the server snapshot until the island has hydrated. */
export function useBrowserStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const hydrated = useHydrated();
  const live = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return hydrated ? live : getServerSnapshot();
}
