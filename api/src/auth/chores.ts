/** The auth feature's upkeep: forget expired sessions and log-in failures no window counts. */
import type { JobRegistry } from '../jobs/registry';
import { purgeOldLoginFailures } from './login-throttle';
import { purgeExpiredSessions } from './sessions';

export function registerAuthChores(registry: JobRegistry): void {
  registry.registerChore({
    name: 'auth.purge-expired',
    everyMs: 10 * 60_000,
    async run(db, now) {
      await purgeExpiredSessions(db, now);
      await purgeOldLoginFailures(db, now);
    },
  });
}
