import type { OutboxEmail, OutboxList } from '@console/shared/contract';

export interface OutboxView {
  emails: OutboxEmail[];
  /** As the latest answer says; true until one is in (no banner while loading). */
  deliveryConfigured: boolean;
}

/** The pages loaded so far as one list (pages never overlap: each starts below the last). */
export function outboxView(pages: readonly OutboxList[]): OutboxView {
  return {
    emails: pages.flatMap((page) => page.emails),
    deliveryConfigured: pages.at(-1)?.deliveryConfigured ?? true,
  };
}
