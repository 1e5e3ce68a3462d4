/** The integrations feature's user-facing strings (the spec names none beyond the menu entry). */
export const INTEGRATIONS_MESSAGES = {
  enabled: (name: string) => `${name} turned on`,
  disabled: (name: string) => `${name} turned off`,
  connectionSaved: 'Connection settings saved',
  saveFailed: 'The change could not be saved. Try again.',
  notInOrganization: 'Only organizers of this organization can manage its integrations.',
  noIntegrations: 'No integrations yet',
} as const;
