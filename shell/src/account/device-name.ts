/**
 * A session's device in plain words, from its user agent: "Chrome on Windows", "Safari on iOS".
 * Only what the user agent says for sure is named; the rest is "Unknown".
 */

/** Browsers, the more specific first: Edge and Opera also say Chrome, Chrome also says Safari. */
const BROWSERS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Edge', /\b(?:Edg|EdgA|EdgiOS|Edge)\//],
  ['Opera', /\b(?:OPR|Opera)\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Chromium', /\bChromium\//],
  ['Headless Chrome', /\bHeadlessChrome\//],
  ['Chrome', /\b(?:Chrome|CriOS)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

/** Systems, the more specific first: iOS says "like Mac OS X", Android and ChromeOS say Linux. */
const SYSTEMS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

const nameOf = (
  table: readonly (readonly [string, RegExp])[],
  userAgent: string,
): string | undefined => table.find(([, pattern]) => pattern.test(userAgent))?.[0];

export function deviceName(userAgent: string): string {
  const browser = nameOf(BROWSERS, userAgent);
  const system = nameOf(SYSTEMS, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `Unknown browser on ${system}`;
  return 'Unknown device';
}
