/** "1 audience", "1,234 audiences". */
export function formatAudienceCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'audience' : 'audiences'}`;
}
