/** The integrations feature's user-facing strings (the spec names none beyond the menu entry). */
export const INTEGRATIONS_MESSAGES = {
  enabled: (name: string) => `${name} turned on`,
  disabled: (name: string) => `${name} turned off`,
  connectionSaved: 'Connection settings saved',
  saveFailed: 'The change could not be saved. Try again.',
  notInOrganization: 'Only organizers of this organization can manage its integrations.',
  noIntegrations: 'No integrations yet',
  // The connection settings' field checks (console:), the API's and the form's alike.
  enterFullUrl: 'Enter a full URL starting with http:// or https://',
  enterApiToken: 'Enter the API token',
} as const;
