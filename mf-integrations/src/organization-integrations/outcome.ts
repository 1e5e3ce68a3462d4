import type { BannerTone } from '@console/shared/ui/display';

/**
 * What the last change did, shown inline on the page: the dashboard-level page has no shell
 * notifier, so outcomes go to a polite status banner instead of a toast.
 */
export interface Outcome {
  tone: BannerTone;
  text: string;
}

export const succeeded = (text: string): Outcome => ({ tone: 'info', text });
export const failed = (text: string): Outcome => ({ tone: 'warning', text });
