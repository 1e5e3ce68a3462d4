/**
 * The analytics service's origin, read from the embed URL the API signed: the only origin whose
 * messages the page accepts. Anything but http(s) is refused, so the frame never runs a
 * `javascript:` or `data:` URL.
 */
export function serviceOriginOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
