/** The group page's own words, where the spec names a control or a rule but not its text. */
import {
  ACCESS_EXTRA_MESSAGES,
  ACCESS_MESSAGES,
  type AccessSection,
} from '@console/access-control-contract';

export const SECTION_TITLE: Record<AccessSection, string> = {
  base: ACCESS_MESSAGES.baseAccess,
  grant: ACCESS_EXTRA_MESSAGES.grantSection,
  revoked: ACCESS_EXTRA_MESSAGES.revokeSection,
};

export const SECTION_HINT: Record<AccessSection, string> = {
  base: 'What every member of this group can use.',
  grant: 'Features this group gets on top of its base access.',
  revoked: 'Features of its base access this group does not get.',
};

export const SECTION_EMPTY: Record<AccessSection, string> = {
  base: 'This event has no features to set.',
  grant: 'Its base access already grants every feature.',
  revoked: 'Its base access grants no feature to revoke.',
};

/** Beside the section's session link, where the section does not offer the sessions feature. */
export const SECTION_SESSIONS: Record<AccessSection, string> = {
  base: 'Sessions of this group:',
  grant: 'Sessions its base access does not give this group:',
  revoked: 'Sessions its base access gives this group:',
};

export const GROUP_PAGE_WORDS = {
  pageTitle: 'Access control',
  back: 'Back to access control',
  loading: 'Loading the access group…',
  loadFailedTitle: 'The access group could not be loaded',
  notFound: 'This access group does not exist.',
  baseHint: 'The access this group starts from; its grants and revokes apply on top of it.',
  baseSelect: 'Base access group',
  changeBaseConfirm: 'Change base access',
  save: 'Save',
  leaveTitle: 'Leave without saving?',
  leaveBody: 'Your access changes are not saved. They will be lost if you leave this page.',
  inactive: 'Inactive:',
  /** The link from a forced-inactive feature to the settings page that decides it. */
  changeOn: (pageTitle: string) => `Change it on the ${pageTitle} page`,
  options: (title: string) => `${title}: choose one`,
  dayAccess: 'Day access',
  dayAccessHint: 'Members of this group can enter the event on the checked days.',
  noDays: 'This event has no days yet.',
  cancel: 'Cancel',
  accept: 'Accept',
} as const;
