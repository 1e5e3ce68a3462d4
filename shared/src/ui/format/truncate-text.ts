const ELLIPSIS = '…';

/**
 * The first `maxLength` characters of `text` and an ellipsis, or `text` unchanged when it fits.
 * Counts code points, so an emoji or an accented letter is never cut in half.
 */
export function truncateText(text: string, maxLength: number): string {
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  return `${characters.slice(0, maxLength).join('')}${ELLIPSIS}`;
}

/** Longest file name shown whole; a longer one shows its first FILE_NAME_SHOWN characters. */
export const FILE_NAME_MAX = 10;
export const FILE_NAME_SHOWN = 5;

/** An uploaded file's name as shown (people §9): longer than 10 characters → 5 and an ellipsis. */
export function shortFileName(name: string): string {
  return Array.from(name).length > FILE_NAME_MAX ? truncateText(name, FILE_NAME_SHOWN) : name;
}
