/**
 * What the API hands the analytics service for one embed token: a dashboard as a list of panels
 * the service draws (stat figures, time series, bars that may drill down, tables).
 */
import { z } from '@console/shared/zod';
import { AnyDashboardSchema, DashboardVariantSchema, DrillDownDashboardSchema } from './dashboards';

const StatPanelSchema = z.object({
  kind: z.literal('stat'),
  title: z.string(),
  value: z.number(),
  unit: z.string().optional(),
});

const TimeSeriesPanelSchema = z.object({
  kind: z.literal('timeseries'),
  title: z.string(),
  unit: z.string(),
  /** Unix seconds, ascending. */
  x: z.array(z.number()),
  series: z.array(z.object({ label: z.string(), values: z.array(z.number()) })),
});

const BarPanelSchema = z.object({
  kind: z.literal('bar'),
  title: z.string(),
  unit: z.string(),
  categories: z.array(z.string()),
  values: z.array(z.number()),
  /** Clicking a bar opens this dashboard with `{ [filterKey]: category }`. */
  drillDown: z.object({ dashboardId: DrillDownDashboardSchema, filterKey: z.string() }).optional(),
});

const TablePanelSchema = z.object({
  kind: z.literal('table'),
  title: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string() })),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
});

export const PanelSchema = z.discriminatedUnion('kind', [
  StatPanelSchema,
  TimeSeriesPanelSchema,
  BarPanelSchema,
  TablePanelSchema,
]);
export type Panel = z.infer<typeof PanelSchema>;

export const DashboardDataSchema = z.object({
  dashboard: AnyDashboardSchema,
  variant: DashboardVariantSchema,
  title: z.string(),
  eventName: z.string(),
  timeZone: z.string(),
  /** When the aggregates this dashboard reads were last refreshed. */
  lastUpdatedAt: z.string().nullable(),
  panels: z.array(PanelSchema),
});
export type DashboardData = z.infer<typeof DashboardDataSchema>;
