import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * `useSearchParams`, with an updater that is safe to call twice before a re-render.
 * react-router's functional `setSearchParams(prev => …)` receives the params of the last
 * render, so a second quick update (a filter, then another) would drop the first one.
 */
export function useUrlSearchUpdate(): [
  URLSearchParams,
  (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const next = change(new URLSearchParams(latest.current));
      latest.current = next;
      setParams(next, options);
    },
    [setParams],
  );
  return [params, update];
}
