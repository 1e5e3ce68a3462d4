/** The dashboard page: its title, the event, the last update in the event's zone, the panels. */
import { ANALYTICS_EXTRA_MESSAGES, type DashboardData } from '@console/analytics-contract';
import { formatDateTimeWithZone } from '../format';
import { DATA_BLOCK_ID, type EmbedPayload } from '../payload';
import { dataBlock } from './data-block';
import { renderDocument } from './document';
import { markup, type SafeHtml } from './html';
import { renderPanels } from './panels';

/** Stands for the time in the catalogue's sentence, so the time can be a <time> element. */
const TIME_SLOT = '\u0000';

function lastUpdated(data: DashboardData): SafeHtml {
  if (data.lastUpdatedAt === null) return markup`${ANALYTICS_EXTRA_MESSAGES.notUpdatedYet}`;
  const [before, after] = ANALYTICS_EXTRA_MESSAGES.lastUpdated(TIME_SLOT).split(TIME_SLOT);
  const time = formatDateTimeWithZone(data.lastUpdatedAt, data.timeZone);
  return markup`${before}<time datetime="${data.lastUpdatedAt}">${time}</time>${after}`;
}

export function renderDashboardPage(data: DashboardData, consoleOrigin: string): string {
  const { panels, charts } = renderPanels(data.panels, data.timeZone);
  const payload: EmbedPayload = { timeZone: data.timeZone, charts };
  return renderDocument({
    title: `${data.title} · ${data.eventName}`,
    consoleOrigin,
    body: markup`<main class="dashboard dashboard--${data.variant}" aria-labelledby="dashboard-title">
<header class="dashboard__header">
<h1 class="dashboard__title" id="dashboard-title">${data.title}</h1>
<p class="dashboard__event">${data.eventName}</p>
<p class="dashboard__updated">${lastUpdated(data)}</p>
</header>
<div class="panels">
${panels}
</div>
</main>
${dataBlock(DATA_BLOCK_ID, payload)}`,
  });
}
