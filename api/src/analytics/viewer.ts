/**
 * What the analytics routes know about the caller on an event: their report tabs (per format,
 * the event's report settings and whether they are an organizer or a booth owner) and whether the
 * organization's legacy analytics flag is on (an event-level flag row wins, as in the shell).
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import { reportTabsFor } from '@console/analytics-contract';
import type { PermissionRequirement } from '@console/shared/contract';
import type { Db } from '../db/client';
import { featureFlags } from '../db/schema';
import { resolveFlags } from '../events/serialize';
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
  const [settingsRows, flagRows] = await Promise.all([
    db
      .select({ inPersonSessionReports: analyticsEventSettings.inPersonSessionReports })
      .from(analyticsEventSettings)
      .where(eq(analyticsEventSettings.eventId, event.id)),
    db
      .select({
        flag: featureFlags.flag,
        enabled: featureFlags.enabled,
        eventId: featureFlags.eventId,
      })
      .from(featureFlags)
      .where(
        and(
          eq(featureFlags.organizationId, event.organizationId),
          eq(featureFlags.flag, 'ENABLE_LEGACY_ANALYTICS'),
          or(isNull(featureFlags.eventId), eq(featureFlags.eventId, event.id)),
        ),
      ),
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
    legacyAnalytics: resolveFlags(flagRows).ENABLE_LEGACY_ANALYTICS,
  };
}
