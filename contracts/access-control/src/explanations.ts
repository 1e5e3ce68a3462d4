/** The explainer's plain sentences, one per way a decision is reached (our words; see resolver.ts). */
import { ACCESS_EXTRA_MESSAGES } from './messages';
import type { InactiveReason } from './schemas';

export const EXPLAIN = {
  inactive: (reason: InactiveReason) =>
    `${ACCESS_EXTRA_MESSAGES.inactive[reason]}, so nobody can use it.`,
  revoked: (group: string) => `${group} revokes it, and a revoke wins over any grant.`,
  grantedByOverride: (group: string) => `${group} grants it, beyond its base access.`,
  grantedByBase: (group: string) => `${group} (base access) grants it.`,
  grantedThroughBase: (group: string) => `${group} grants it through its base access.`,
  notGranted: (group: string) => `None of the person's groups grants it (${group} does not).`,
  noGroup: () => 'The person is in no access group.',
  offByChildren: (child: string, why: string) =>
    `None of its sub-features is granted. ${child}: ${why}`,
  coveredByAllStages: (why: string) =>
    `Granted through All stages, which covers every stage. All stages: ${why}`,
  notEveryStage: (stage: string, why: string) => `Not every stage is granted. ${stage}: ${why}`,
  otherChoice: (chosen: string, why: string) =>
    `Only one choice applies: ${chosen} is granted instead. ${chosen}: ${why}`,
  parentOff: (parent: string, why: string) => `${parent} is off for this person. ${parent}: ${why}`,
  dayGranted: (group: string) => `${group} has access on this day.`,
  dayNotGranted: () => "None of the person's groups has access on this day.",
  sessionsOff: (why: string) => `Sessions are off for this person. ${why}`,
  dayOff: (day: string, why: string) => `The person has no access on ${day}. ${why}`,
} as const;
