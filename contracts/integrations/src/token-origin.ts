/**
 * A CRM connection's API token belongs to the origin (scheme, host, port) it was saved for: a
 * change that moves the base URL to another origin without a new token drops the stored one, so
 * nobody can point the token at a server of their own. The API applies it on save; the settings
 * form says so before Save.
 */
import type { UpdateOrganizationIntegration } from './schemas';

const originOf = (baseUrl: string | null | undefined): string | null =>
  baseUrl && URL.canParse(baseUrl) ? new URL(baseUrl).origin : null;

/** Whether `change` drops the token stored with `savedBaseUrl` (null when none was saved). */
export function dropsApiToken(
  savedBaseUrl: string | null,
  change: Pick<UpdateOrganizationIntegration, 'baseUrl' | 'apiToken'>,
): boolean {
  if (change.apiToken !== undefined || change.baseUrl === undefined) return false;
  return originOf(change.baseUrl) !== originOf(savedBaseUrl);
}
