/**
 * The embed page's script: draws the charts, wires the drill-down buttons and bar clicks, and
 * tells the console (only the origin named in the page, never '*') the page's height and which
 * drill-down to open. These two messages are all it ever posts.
 */
import type { EmbedMessage } from '@console/analytics-contract';
import { CONSOLE_ORIGIN_META, DATA_BLOCK_ID, DRILL_BUTTON_SELECTOR, type Chart } from '../payload';
import { drawChart } from './charts';
import { createSizeReporter } from './messages';
import { readPayload } from './payload-reader';

function consoleOrigin(): string | null {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${CONSOLE_ORIGIN_META}"]`);
  return meta?.content || null;
}

function createPoster(origin: string | null): (message: EmbedMessage) => void {
  return (message) => {
    if (origin === null || window.parent === window) return;
    window.parent.postMessage(message, origin);
  };
}

function wireDrillDownButtons(charts: Map<string, Chart>, post: (message: EmbedMessage) => void) {
  document.querySelectorAll<HTMLButtonElement>(DRILL_BUTTON_SELECTOR).forEach((button) => {
    const chart = charts.get(button.dataset.drillChart ?? '');
    const message =
      chart?.kind === 'bar' ? chart.drillDowns[Number(button.dataset.drillIndex)] : null;
    if (message) button.addEventListener('click', () => post(message));
  });
}

function start(): void {
  const post = createPoster(consoleOrigin());
  const payload = readPayload(document.getElementById(DATA_BLOCK_ID)?.textContent);
  const charts = new Map((payload?.charts ?? []).map((chart) => [chart.elementId, chart]));
  const timeZone = payload?.timeZone ?? 'UTC';

  for (const chart of charts.values()) {
    const container = document.getElementById(chart.elementId);
    if (!container) continue;
    drawChart(container, chart, timeZone, (index) => {
      const message = chart.kind === 'bar' ? chart.drillDowns[index] : null;
      if (message) post(message);
    });
  }
  wireDrillDownButtons(charts, post);

  const reportSize = createSizeReporter(post);
  const measure = () => reportSize(document.body.getBoundingClientRect().height);
  new ResizeObserver(measure).observe(document.body);
  measure();
}

start();
