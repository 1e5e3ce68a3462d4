import { useEffect, useState } from 'react';

/**
 * Renders the component again once `at` has passed (a rule that depends on the clock, such as
 * 'Sync now' a day after the last sync, then reads the new time). Null: no timer.
 */
export function useRerenderAt(at: Date | null): void {
  const [tick, setTick] = useState(0);
  const time = at?.getTime() ?? null;
  useEffect(() => {
    if (time === null) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.max(0, time - Date.now()));
    return () => clearTimeout(timer);
  }, [time, tick]);
}
