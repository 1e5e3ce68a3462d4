/**
 * What the dashboard page hands its client script: the charts to draw, in a JSON block the
 * browser never executes. Shared by the server (which writes it) and the client (which reads it),
 * so it holds types and names only.
 */
import type { EmbedMessage, Panel } from '@console/analytics-contract';

export const DATA_BLOCK_ID = 'dashboard-data';
export const CONSOLE_ORIGIN_META = 'console-origin';

/**
 * A drill-down button names its chart and bar (`data-drill-chart`, `data-drill-index`); the
 * client finds them with this selector and reads `dataset.drillChart` / `dataset.drillIndex`.
 */
export const DRILL_BUTTON_SELECTOR = 'button[data-drill-chart][data-drill-index]';

export type DrillDownMessage = Extract<EmbedMessage, { type: 'drillDown' }>;
export type SizeMessage = Extract<EmbedMessage, { type: 'embedSize' }>;
export type TimeSeriesPanel = Extract<Panel, { kind: 'timeseries' }>;
export type BarPanel = Extract<Panel, { kind: 'bar' }>;

export interface TimeSeriesChart {
  kind: 'timeseries';
  elementId: string;
  unit: string;
  x: number[];
  series: TimeSeriesPanel['series'];
}

export interface BarChart {
  kind: 'bar';
  elementId: string;
  unit: string;
  categories: string[];
  values: number[];
  /** Per category, the message its bar posts; null when the bar opens nothing. */
  drillDowns: (DrillDownMessage | null)[];
}

export type Chart = TimeSeriesChart | BarChart;

export interface EmbedPayload {
  timeZone: string;
  charts: Chart[];
}
