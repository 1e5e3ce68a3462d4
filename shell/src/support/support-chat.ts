/**
 * Where the support chat launcher is hidden (spec §2.1): venue-setup, people, standard
 * communication and modify-order pages of any event layout.
 */
const HIDDEN_UNDER: readonly string[] = [
  'venue-setup',
  'people',
  'communication/standard',
  'registration/transactions/modify-order',
];

/** `/{eventType}/{eventId}/{rest}` → rest (without slashes at the ends), or null outside an event. */
function eventRelativePath(pathname: string): string | null {
  const match = /^\/[^/]+\/\d+(?:\/(.*))?$/.exec(pathname.split(/[?#]/)[0] ?? '');
  if (!match) return null;
  return (match[1] ?? '').replace(/\/+$/, '');
}

export function isSupportChatHidden(pathname: string): boolean {
  const rest = eventRelativePath(pathname);
  if (rest === null) return false;
  return HIDDEN_UNDER.some((prefix) => rest === prefix || rest.startsWith(`${prefix}/`));
}
