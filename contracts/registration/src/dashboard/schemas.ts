/**
 * The event dashboard's wire schema (shell-approvals-analytics §2.2, §2.8, §6): the figures of an
 * event's landing page, each read from a count the API keeps, never counted from the
 * registrations when asked.
 */
import { z } from '@console/shared/zod';
import { JobSchema, RegistrationStatusSchema } from '@console/shared/contract';

/** What a ticket type without a quantity says, and capacity when no ticket type has one. */
export const DASHBOARD_UNLIMITED = 'UNLIMITED';

const countSchema = z.number().int();
const quantitySchema = z.union([countSchema, z.literal(DASHBOARD_UNLIMITED)]);

/** Every registration status of the event, in REGISTRATION_STATUSES order, with their total. */
export const DashboardRegistrationsSchema = z.object({
  byStatus: z.array(z.object({ status: RegistrationStatusSchema, count: countSchema })),
  total: countSchema,
});

/**
 * The approvals tab's pending requests, and how many of them §5 blocks because they hold a ticket
 * whose sales ended. Requests blocked by a used-up coupon are not counted here (no kept count
 * holds them; docs/decisions/0034).
 */
export const DashboardApprovalsSchema = z.object({
  /** The event's registrations need approval. */
  enabled: z.boolean(),
  pending: countSchema,
  blockedByTicketSalesEnded: countSchema,
});

/** One ticket type: sold (completed registrations), reserved (open holds of approved requests). */
export const DashboardTicketSchema = z.object({
  ticketTypeId: z.number().int(),
  name: z.string(),
  quantity: quantitySchema,
  sold: countSchema,
  reserved: countSchema,
  /** quantity - sold - reserved, never below 0; DASHBOARD_UNLIMITED without a quantity. */
  available: quantitySchema,
});

/**
 * Tickets sold and reserved against the quantity of the limited ticket types; `quantity` is
 * DASHBOARD_UNLIMITED when no ticket type has one. Unlimited types are counted apart, not in `used`.
 */
export const DashboardCapacitySchema = z.object({
  used: countSchema,
  quantity: quantitySchema,
  unlimitedTicketTypes: countSchema,
});

/**
 * Completed registrations that attended, as the analytics reports counted them at their last
 * refresh (`countedAt`); null before the first refresh.
 */
export const DashboardAttendanceSchema = z.object({
  attended: countSchema,
  registered: countSchema,
  countedAt: z.string(),
});

/** The revenue dashboard's screens (§4.3) that show no figures. */
export const DASHBOARD_REVENUE_NOT_SYNCED_SCREENS = [
  'INTEGRATION_OFF_SCREEN',
  'DATA_SYNC_OFF_SCREEN',
  'NO_DATA_SYNC_SCREEN',
  'SYNC_IN_PROGRESS_SCREEN',
] as const;
export const DashboardRevenueNotSyncedScreenSchema = z.enum(DASHBOARD_REVENUE_NOT_SYNCED_SCREENS);
export type DashboardRevenueNotSyncedScreen = z.infer<typeof DashboardRevenueNotSyncedScreenSchema>;

/** The synced deals' totals with the last sync's time, or the §4.3 screen that has none. */
export const DashboardRevenueSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('NOT_SYNCED'), screen: DashboardRevenueNotSyncedScreenSchema }),
  z.object({
    state: z.literal('SYNCED'),
    lastSyncedAt: z.string(),
    /** A sync is running: the figures are the last sync's. */
    syncing: z.boolean(),
    currency: z.string(),
    /** Every deal but the lost ones, in the currency most deals use. */
    totalAmount: z.number(),
    wonAmount: z.number(),
    dealCount: countSchema,
  }),
]);

/** GET dashboard. */
export const EventDashboardSchema = z.object({
  registrations: DashboardRegistrationsSchema,
  approvals: DashboardApprovalsSchema,
  capacity: DashboardCapacitySchema,
  /** The event's ticket types in the order they were created. */
  tickets: z.array(DashboardTicketSchema),
  attendance: DashboardAttendanceSchema.nullable(),
  revenue: DashboardRevenueSchema,
  /**
   * The event's unfinished jobs (QUEUED or RUNNING) of the kinds the caller may read, newest
   * first, at most EVENT_DASHBOARD_LIMITS.runningJobs; `createdAt` is when a user started one.
   */
  runningJobs: z.array(JobSchema),
});

export type DashboardTicket = z.infer<typeof DashboardTicketSchema>;
export type DashboardCapacity = z.infer<typeof DashboardCapacitySchema>;
export type DashboardRevenue = z.infer<typeof DashboardRevenueSchema>;
export type EventDashboard = z.infer<typeof EventDashboardSchema>;
