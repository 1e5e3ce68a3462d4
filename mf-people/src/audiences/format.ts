import { formatNumber } from '@console/shared/ui';

/** "1 audience", "1,234 audiences". */
export function formatAudienceCount(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'audience' : 'audiences'}`;
}
