/**
 * The auth feature's upkeep: forget expired sessions, log-in failures no window counts and
 * devices not logged in from for KNOWN_DEVICE_TTL_MS.
 */
import type { JobRegistry } from '../jobs/registry';
import { purgeForgottenDevices } from './known-devices';
import { purgeOldLoginFailures } from './login-throttle';
import { purgeExpiredSessions } from './sessions';

export function registerAuthChores(registry: JobRegistry): void {
  registry.registerChore({
    name: 'auth.purge-expired',
    everyMs: 10 * 60_000,
    async run(db, now) {
      await purgeExpiredSessions(db, now);
      await purgeOldLoginFailures(db, now);
      await purgeForgottenDevices(db, now);
    },
  });
}
