/**
 * Draws the page's charts with uPlot at the width of their container, and redraws them when the
 * frame's width changes. Bars that drill down react to a click on the plot.
 */
import uPlot from 'uplot';
import { allAtMidnight, formatNumber, knownTimeZone, shortDateFormatter } from '../format';
import { SERVICE_TEXT } from '../messages';
import type { BarChart, Chart, TimeSeriesChart } from '../payload';
import { axisLabel } from './labels';
import { AXIS_COLOR, GRID_COLOR, seriesColor } from './palette';

const CHART_HEIGHT = 260;
const MIN_CHART_WIDTH = 240;
/** Above this many bars the category labels are slanted so they do not overlap. */
const SLANT_LABELS_ABOVE = 6;

/** uPlot asks for legend values with null while the cursor is off the plot. */
const NO_VALUE = '–';
const formatValue = (_self: uPlot, value: number | null) =>
  value === null ? NO_VALUE : formatNumber(value);

const noZoom: uPlot.Cursor = { drag: { x: false, y: false } };

const DAY_SECONDS = 86_400;
/** Daily data gets ticks on whole days (or weeks, months) only, labelled "Nov 22". */
const DAY_INCREMENTS = [1, 2, 7, 14, 30, 91, 182, 365].map((days) => days * DAY_SECONDS);

function valueAxis(): uPlot.Axis {
  return {
    stroke: AXIS_COLOR,
    grid: { stroke: GRID_COLOR, width: 1 },
    ticks: { show: false },
    size: 64,
    values: (_self, splits) => splits.map(formatNumber),
  };
}

function timeSeriesOptions(chart: TimeSeriesChart, timeZone: string, width: number): uPlot.Options {
  const zone = knownTimeZone(timeZone);
  const shortDate = shortDateFormatter(zone);
  const daily = allAtMidnight(chart.x, zone);
  const timeAxis: uPlot.Axis = { stroke: AXIS_COLOR, grid: { show: false } };
  return {
    width,
    height: CHART_HEIGHT,
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), zone),
    cursor: noZoom,
    axes: [
      daily
        ? { ...timeAxis, incrs: DAY_INCREMENTS, values: (_self, splits) => splits.map(shortDate) }
        : timeAxis,
      valueAxis(),
    ],
    series: [
      daily
        ? {
            label: SERVICE_TEXT.dateColumn,
            value: (_self: uPlot, seconds: number | null) =>
              seconds === null ? NO_VALUE : shortDate(seconds),
          }
        : { label: SERVICE_TEXT.dateColumn },
      ...chart.series.map((series, index) => ({
        label: series.label,
        stroke: seriesColor(index),
        width: 2,
        value: formatValue,
      })),
    ],
  };
}

function barOptions(chart: BarChart, width: number): uPlot.Options {
  const indices = chart.categories.map((_, index) => index);
  const slanted = chart.categories.length > SLANT_LABELS_ABOVE;
  const bars = uPlot.paths.bars?.({ size: [0.6, 64] });
  return {
    width,
    height: CHART_HEIGHT,
    cursor: { ...noZoom, points: { show: false } },
    scales: {
      x: { time: false, range: [-0.5, chart.categories.length - 0.5] },
      y: { range: (_self, _min, max) => [0, Math.max(1, max * 1.1)] },
    },
    axes: [
      {
        stroke: AXIS_COLOR,
        grid: { show: false },
        ticks: { show: false },
        splits: () => indices,
        values: (_self, splits) => splits.map((index) => axisLabel(chart.categories[index] ?? '')),
        ...(slanted ? { rotate: -40, size: 96 } : {}),
      },
      valueAxis(),
    ],
    series: [
      { label: SERVICE_TEXT.barNameColumn, value: (_self, index) => chart.categories[index] ?? '' },
      {
        label: chart.unit,
        fill: seriesColor(0),
        stroke: seriesColor(0),
        paths: bars,
        points: { show: false },
        value: formatValue,
      },
    ],
  };
}

function chartData(chart: Chart): uPlot.AlignedData {
  if (chart.kind === 'bar') return [chart.categories.map((_, index) => index), chart.values];
  return [chart.x, ...chart.series.map((series) => series.values)];
}

/** Draws one chart into its container; `onBar` receives the index of a clicked bar. */
export function drawChart(
  container: HTMLElement,
  chart: Chart,
  timeZone: string,
  onBar: (index: number) => void,
): void {
  const widthOf = () => Math.max(MIN_CHART_WIDTH, Math.floor(container.clientWidth));
  let width = widthOf();
  const options =
    chart.kind === 'bar' ? barOptions(chart, width) : timeSeriesOptions(chart, timeZone, width);
  const plot = new uPlot(options, chartData(chart), container);

  if (chart.kind === 'bar' && chart.drillDowns.some((message) => message !== null)) {
    container.classList.add('chart--drillable');
    plot.over.addEventListener('click', () => {
      const index = plot.cursor.idx;
      if (index !== null && index !== undefined) onBar(index);
    });
  }

  new ResizeObserver(() => {
    const next = widthOf();
    if (next === width) return;
    width = next;
    plot.setSize({ width, height: CHART_HEIGHT });
  }).observe(container);
}
