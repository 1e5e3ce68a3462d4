/**
 * Which bars open a drill-down: a bar posts its message only when the message has the contract's
 * shape (a category longer than a filter allows opens nothing rather than a message the console
 * would drop).
 */
import { EmbedMessageSchema } from '@console/analytics-contract';
import { drillDownMessage } from '../client/messages';
import type { BarPanel, DrillDownMessage } from '../payload';

export function drillDownsFor(panel: BarPanel): (DrillDownMessage | null)[] {
  const { drillDown } = panel;
  if (!drillDown) return panel.categories.map(() => null);
  return panel.categories.map((category) => {
    const message = drillDownMessage(drillDown, category);
    return EmbedMessageSchema.safeParse(message).success ? message : null;
  });
}
