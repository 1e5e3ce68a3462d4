/**
 * Spec shell §6: "Communication: standard, custom, alerts and updates, email templates, calendar
 * invites | write each". The saved templates are read by every email editor ('Use a saved
 * template'), so their list also opens to the standard and custom permissions; writing them needs
 * the templates' own.
 */
import type { PermissionRequirement } from '@console/shared/contract';

export const STANDARD_REQUIREMENT: PermissionRequirement = {
  anyOf: ['COMMUNICATION_STANDARD_COMMUNICATION_WRITE'],
};
export const CUSTOM_REQUIREMENT: PermissionRequirement = {
  anyOf: ['COMMUNICATION_CUSTOM_COMMUNICATION_WRITE'],
};
export const TEMPLATES_REQUIREMENT: PermissionRequirement = {
  anyOf: ['COMMUNICATION_EMAIL_TEMPLATES_WRITE'],
};
export const TEMPLATE_LIST_REQUIREMENT: PermissionRequirement = {
  anyOf: [
    'COMMUNICATION_EMAIL_TEMPLATES_WRITE',
    'COMMUNICATION_STANDARD_COMMUNICATION_WRITE',
    'COMMUNICATION_CUSTOM_COMMUNICATION_WRITE',
  ],
};
export const CALENDAR_REQUIREMENT: PermissionRequirement = {
  anyOf: ['COMMUNICATION_CALENDAR_INVITES_WRITE'],
};
