/**
 * The create dialog's words for the group types. Its rule (Next needs a name of at least 3
 * characters, spec people §5, §9) is the contract's createCustomGroupFormSchema.
 */
import type { GroupUpdateType } from '@console/people-contract';

/** The header's and the dialog's names of the two group types. */
export const GROUP_TYPE_LABEL: Readonly<Record<GroupUpdateType, string>> = {
  ACTIVE: 'Active group',
  STATIC: 'Static group',
};

export const GROUP_TYPE_HINT: Readonly<Record<GroupUpdateType, string>> = {
  ACTIVE: 'New registrants who match the filters join the group automatically.',
  STATIC: 'A fixed set of people you choose; it does not change by itself.',
};
