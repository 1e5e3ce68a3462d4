/**
 * Developer tools (the feature-flags panel) are for development builds only, never for organizers:
 * webpack replaces process.env.NODE_ENV with the build's mode, so a production build never shows
 * them (docs/decisions/0007-sidebar-choices.md).
 */
export function developerToolsEnabled(nodeEnv: string | undefined): boolean {
  return nodeEnv !== 'production';
}
