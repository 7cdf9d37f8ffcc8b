// Loading data for a screen: the state of one request (loading, error, ready), a reload, and a setter
// for replacing the data after a change the server confirmed (a toggled job, a read message).
import { useCallback, useEffect, useRef, useState } from 'react';

export type Resource<T> =
  | { status: 'loading'; data: undefined; error: null }
  | { status: 'error'; data: undefined; error: unknown }
  | { status: 'ready'; data: T; error: null };

export interface ResourceHandle<T> {
  state: Resource<T>;
  reload(): void;
  /** Replaces the loaded data (no-op until loaded). */
  update(change: (data: T) => T): void;
}

/**
 * Runs `load` on mount and whenever `key` changes; a stale answer never overwrites a newer one. With
 * `initial` (data the page was built with), the first render shows it (so the static HTML does) and
 * the live answer replaces it without a loading state in between.
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: unknown = null,
  options: { initial?: T | undefined } = {},
): ResourceHandle<T> {
  const [state, setState] = useState<Resource<T>>(
    options.initial !== undefined
      ? { status: 'ready', data: options.initial, error: null }
      : { status: 'loading', data: undefined, error: null },
  );
  const keepInitial = useRef(options.initial !== undefined);
  const [round, setRound] = useState(0);
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    const controller = new AbortController();
    if (keepInitial.current) keepInitial.current = false;
    else setState({ status: 'loading', data: undefined, error: null });
    loader
      .current(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, error: null });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', data: undefined, error });
      });
    return () => controller.abort();
  }, [key, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((s) => (s.status === 'ready' ? { status: 'ready', data: change(s.data), error: null } : s)),
    [],
  );
  return { state, reload, update };
}
