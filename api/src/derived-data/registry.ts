/**
 * Every family of derived data the triggers keep (family.ts), in the order a repair runs them:
 * - the audience snapshots and generation first (the families with no sources to lock, which a
 *   repair runs before the others): their repairs are right whatever commits meanwhile (a wrong
 *   snapshot is deleted, the generation only moved up), so they hold no writer up while the
 *   groups' audiences are counted;
 * - then, under the lock, the derived columns of source rows, whose repairs move the counts below
 *   through the columns' own triggers (attendee counts, ticket flags, invitee links);
 * - then the counts, recounted from the columns as they now are.
 * Custom group members (audience_group_members) are no derived data: they are what the organizer
 * chose.
 */
import { approvalTabCounts } from './approval-tab-counts';
import { audienceCells } from './audience-cells';
import { audienceCounts } from './audience-counts';
import { audienceGenerations } from './audience-generations';
import { audienceKeptMembers } from './audience-kept-members';
import { couponUses } from './coupon-uses';
import type { DerivedFamily } from './family';
import { inviteeCounts } from './invitee-counts';
import { inviteeLinks } from './invitee-links';
import { leaderboardCounts } from './leaderboard-counts';
import { reservationFlags, ticketLineFlags } from './ticket-flags';
import { ticketSummaries } from './ticket-summaries';
import { ticketUsageCounts } from './ticket-usage-counts';

export const DERIVED_FAMILIES: readonly DerivedFamily[] = [
  audienceCells,
  audienceKeptMembers,
  audienceGenerations,
  ticketSummaries,
  ticketLineFlags,
  reservationFlags,
  inviteeLinks,
  approvalTabCounts,
  audienceCounts,
  ticketUsageCounts,
  couponUses,
  inviteeCounts,
  leaderboardCounts,
];

/** The source tables a repair locks: every family's, in one order so that repairs queue alike. */
export const LOCKED_SOURCES: readonly string[] = [
  ...new Set(DERIVED_FAMILIES.flatMap((family) => family.locks)),
].sort();
