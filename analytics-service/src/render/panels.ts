/**
 * The dashboard's panels as HTML, and the charts the client script draws into them. A chart is
 * a container the script fills, with its data also as a table (for screen readers and without
 * scripts) and, for a bar chart that drills down, one button per bar.
 */
import type { Panel } from '@console/analytics-contract';
import { formatNumber, pointFormatter } from '../format';
import { SERVICE_TEXT } from '../messages';
import type { BarChart, BarPanel, Chart, TimeSeriesPanel } from '../payload';
import { drillDownsFor } from './drill-downs';
import { markup, type SafeHtml } from './html';
import { dataTable, type Cell } from './tables';

export interface RenderedPanels {
  panels: SafeHtml;
  charts: Chart[];
}

type StatPanel = Extract<Panel, { kind: 'stat' }>;
type TablePanel = Extract<Panel, { kind: 'table' }>;

const titleId = (index: number) => `panel-${index}-title`;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function section(index: number, kind: string, title: string, content: SafeHtml): SafeHtml {
  return markup`<section class="panel panel--${kind}" aria-labelledby="${titleId(index)}">
<h2 class="panel__title" id="${titleId(index)}">${title}</h2>
${content}
</section>`;
}

function statPanel(panel: StatPanel): SafeHtml {
  const value = markup`<data class="stat__value" value="${panel.value}">${formatNumber(panel.value)}</data>`;
  const unit = panel.unit && markup` <span class="stat__unit">${panel.unit}</span>`;
  return markup`<p class="stat">${value}${unit}</p>`;
}

function tablePanel(panel: TablePanel): SafeHtml {
  return dataTable({
    caption: panel.title,
    captionHidden: true,
    columns: panel.columns.map((column) => column.label),
    rows: panel.rows.map((row) => panel.columns.map((column): Cell => row[column.key] ?? '')),
  });
}

function chartWithData(elementId: string, caption: string, columns: string[], rows: Cell[][]) {
  return markup`<div class="chart" id="${elementId}" aria-hidden="true"></div>
<details class="chart-data">
<summary>${SERVICE_TEXT.showData}</summary>
${dataTable({ caption, captionHidden: false, columns, rows })}
</details>`;
}

function timeSeriesPanel(panel: TimeSeriesPanel, elementId: string, timeZone: string): SafeHtml {
  const formatPoint = pointFormatter(panel.x, timeZone);
  return chartWithData(
    elementId,
    `${panel.title} (${panel.unit})`,
    [SERVICE_TEXT.dateColumn, ...panel.series.map((series) => series.label)],
    panel.x.map((x, index) => [
      formatPoint(x),
      ...panel.series.map((series) => series.values[index] ?? ''),
    ]),
  );
}

function drillDownButtons(panel: BarPanel, chart: BarChart): SafeHtml | null {
  const buttons = chart.drillDowns.flatMap((message, index) => {
    if (!message) return [];
    const label = SERVICE_TEXT.openCategory(panel.categories[index] ?? '');
    return [
      markup`<button type="button" class="drill-down" data-drill-chart="${chart.elementId}" data-drill-index="${index}">${label}</button>`,
    ];
  });
  if (buttons.length === 0) return null;
  const group = SERVICE_TEXT.drillDownGroup(panel.title);
  return markup`<div class="drill-downs" role="group" aria-label="${group}">${buttons}</div>`;
}

function barPanel(panel: BarPanel, chart: BarChart): SafeHtml {
  const chartAndData = chartWithData(
    chart.elementId,
    `${panel.title} (${panel.unit})`,
    [SERVICE_TEXT.barNameColumn, capitalized(panel.unit)],
    panel.categories.map((category, index) => [category, panel.values[index] ?? '']),
  );
  return markup`${chartAndData}
${drillDownButtons(panel, chart)}`;
}

const noData = markup`<p class="panel__empty">${SERVICE_TEXT.noData}</p>`;

export function renderPanels(panels: Panel[], timeZone: string): RenderedPanels {
  const charts: Chart[] = [];
  const sections = panels.map((panel, index) => {
    const elementId = `chart-${index}`;
    switch (panel.kind) {
      case 'stat':
        return section(index, 'stat', panel.title, statPanel(panel));
      case 'table':
        return section(index, 'table', panel.title, tablePanel(panel));
      case 'timeseries': {
        if (panel.x.length === 0) return section(index, 'chart', panel.title, noData);
        const { unit, x, series } = panel;
        charts.push({ kind: 'timeseries', elementId, unit, x, series });
        return section(index, 'chart', panel.title, timeSeriesPanel(panel, elementId, timeZone));
      }
      case 'bar': {
        if (panel.categories.length === 0) return section(index, 'chart', panel.title, noData);
        const chart: BarChart = {
          kind: 'bar',
          elementId,
          unit: panel.unit,
          categories: panel.categories,
          values: panel.values,
          drillDowns: drillDownsFor(panel),
        };
        charts.push(chart);
        return section(index, 'chart', panel.title, barPanel(panel, chart));
      }
    }
  });
  return { panels: markup`${sections}`, charts };
}
