/**
 * A per-token request budget in one-second windows, like HubSpot's "secondly" limit: past the
 * budget, the caller is told how many whole seconds to wait (the Retry-After header).
 */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function createRateLimiter(ratePerSecond: number, now: () => number) {
  const windows = new Map<string, { second: number; count: number }>();
  return (token: string): RateDecision => {
    const at = now();
    const second = Math.floor(at / 1000);
    const current = windows.get(token);
    const window = current && current.second === second ? current : { second, count: 0 };
    if (window.count >= ratePerSecond) {
      const msLeft = (second + 1) * 1000 - at;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
    }
    windows.set(token, { second, count: window.count + 1 });
    return { allowed: true };
  };
}
