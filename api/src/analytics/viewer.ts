/**
 * What the analytics routes know about the caller on an event: their report tabs (per format,
 * the event's report settings and whether they are an organizer or a booth owner) and whether the
 * organization's legacy analytics flag is on (an event-level flag row wins, as in the shell).
 */
import { eq } from 'drizzle-orm';
import { reportTabsFor } from '@console/analytics-contract';
import type { PermissionRequirement } from '@console/shared/contract';
import type { Db } from '../db/client';
import { eventFlags } from '../events/flags';
import type { GrantedEventAccess } from '../http/permissions';
import type { EmbedViewer } from './embed-rules';
import { analyticsEventSettings } from './schema';

/**
 * The analytics routes' requirement (spec §6: analytics reports read). A booth owner needs it
 * too, as in the shell's guard; the tabs then limit them to Booths (spec §5).
 */
export const ANALYTICS_REQUIREMENT: PermissionRequirement = { anyOf: ['ANALYTICS_REPORTS_READ'] };

export async function loadViewer(db: Db, access: GrantedEventAccess): Promise<EmbedViewer> {
  const { event, role, ownedBoothIds } = access;
  const [settingsRows, flags] = await Promise.all([
    db
      .select({ inPersonSessionReports: analyticsEventSettings.inPersonSessionReports })
      .from(analyticsEventSettings)
      .where(eq(analyticsEventSettings.eventId, event.id)),
    eventFlags(db, event, 'ENABLE_LEGACY_ANALYTICS'),
  ]);
  const isOrganizer = role.role === 'ORGANIZER';
  const tabs = reportTabsFor(
    event,
    { isOrganizer, isBoothOwner: ownedBoothIds.length > 0 },
    { inPersonSessionReports: settingsRows[0]?.inPersonSessionReports ?? false },
  );
  return {
    isOrganizer,
    ownedBoothIds,
    tabs,
    legacyAnalytics: flags.ENABLE_LEGACY_ANALYTICS,
  };
}
