/**
 * Registration approvals wire schemas (shell-approvals-analytics §3, §4.2, §7): what the API
 * validates and the approvals remote parses, owned by the approvals feature.
 */
import { z } from '@console/shared/zod';
import { IdParamSchema, IdSchema, INT4_MAX, textSchema } from '@console/shared/contract';

/** The most ids one filter may name (flows, ticket types). */
const MAX_FILTER_IDS = 200;
/** The most requests one explicit selection may name; select-all sends a filter instead. */
const MAX_SELECTED_IDS = 10_000;

export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const ApprovalStatusSchema = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof ApprovalStatusSchema>;

/** What a row shows: approved rows whose registration completed, and rows mid-transaction, differ. */
export type ApprovalDisplayStatus = ApprovalStatus | 'REGISTRATION_COMPLETED' | 'IN_PROGRESS';

export const ApprovalTicketSchema = z.object({
  ticketTypeId: z.number().int(),
  name: z.string(),
  count: z.number().int(),
});

export const CustomFieldValueSchema = z.union([
  z.object({ kind: z.literal('text'), value: z.string() }),
  z.object({ kind: z.literal('number'), value: z.number() }),
  z.object({ kind: z.literal('boolean'), value: z.boolean() }),
  z.object({
    kind: z.literal('options'),
    options: z.array(z.object({ label: z.string(), value: z.string() })),
  }),
  z.object({ kind: z.literal('date'), value: z.string() }),
  z.object({
    kind: z.literal('sessions'),
    picks: z.array(z.object({ segmentId: z.number().int(), title: z.string() })),
  }),
  z.object({ kind: z.literal('hotels'), hotelIds: z.array(z.number().int()) }),
  z.object({
    kind: z.literal('disclaimers'),
    consents: z.array(z.object({ text: z.string(), consentGiven: z.boolean() })),
  }),
]);
export type CustomFieldValue = z.infer<typeof CustomFieldValueSchema>;

export const ApprovalRequestSchema = z.object({
  registrationId: z.number().int(),
  flowContextId: z.string(),
  flowId: z.number().int(),
  flowName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: ApprovalStatusSchema,
  isRegistrationCompleted: z.boolean(),
  createdAt: z.string(),
  /** A JSON string, as the spec gives it: `Record<label, CustomFieldValue>`. */
  customField: z.string(),
  tickets: z.array(ApprovalTicketSchema),
  coupons: z.array(z.object({ couponId: z.number().int(), code: z.string() })),
  isTransactionInProgress: z.boolean(),
  attendeeStatusUpdatedByInfo: z
    .object({
      updatedByFirstName: z.string(),
      updatedByLastName: z.string(),
      updatedAt: z.string(),
    })
    .nullable(),
});
export type ApprovalRequest = z.infer<typeof ApprovalRequestSchema>;

export const ApprovalListQuerySchema = z.object({
  status: ApprovalStatusSchema.default('PENDING'),
  query: textSchema(200).trim().optional(),
  flowIds: z.array(IdParamSchema).max(MAX_FILTER_IDS).optional(),
  ticketTypeIds: z.array(IdParamSchema).max(MAX_FILTER_IDS).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
});
export type ApprovalListQuery = z.infer<typeof ApprovalListQuerySchema>;

export const ApprovalListResponseSchema = z.object({
  items: z.array(ApprovalRequestSchema),
  total: z.number().int(),
  /** Rows of the whole filter that can be selected (not completed, no transaction in progress). */
  selectableTotal: z.number().int(),
});
export type ApprovalListResponse = z.infer<typeof ApprovalListResponseSchema>;

export const RegistrationCountsSummarySchema = z.object({
  totalActiveRegistrations: z.number().int(),
  totalPendingRegistrations: z.number().int(),
  totalRejectedRegistrations: z.number().int(),
  totalApprovedRegistrations: z.number().int(),
  totalPendingRegistrationsIncludesTicketsQuantity: z.number().int(),
  totalRejectedRegistrationsIncludesTicketsQuantity: z.number().int(),
  registrationsCapacity: z.number().int().nullable(),
  totalRegistrationCompletedAfterApproved: z.number().int(),
});
export type RegistrationCountsSummary = z.infer<typeof RegistrationCountsSummarySchema>;

export const SKIP_VALIDATION_STEPS = ['TICKET_SOLD_OUT', 'EVENT_CAPACITY'] as const;
export const SkipValidationStepSchema = z.enum(SKIP_VALIDATION_STEPS);
export type SkipValidationStep = z.infer<typeof SkipValidationStepSchema>;

export const CONFIRMATION_POPUP_TYPES = [
  'REJECT',
  'REJECT_EMAIL_OFF',
  'REJECT_ALREADY_APPROVED',
  'APPROVE_EMAIL_OFF',
  'SOLD_OUT',
  'CAPACITY_EXCEEDED',
  'APPROVE_TICKETED',
  'APPROVE_NON_TICKETED',
  'APPROVE_COMBINATION',
  'APPROVE_TICKETED_WITH_TRANSACTION',
  'APPROVE_COMBINATION_WITH_TRANSACTION',
] as const;
export const ConfirmationPopupTypeSchema = z.enum(CONFIRMATION_POPUP_TYPES);
export type ConfirmationPopupType = z.infer<typeof ConfirmationPopupTypeSchema>;

/**
 * The selection an approval action applies to: explicit ids, or (select-all across pages)
 * the whole current filter with `updateByStatusFilter`/`updateByFlowFilter`.
 */
export const ApprovalSelectionSchema = z
  .object({
    status: z.enum(['APPROVED', 'REJECTED']),
    registrationIds: z.array(IdSchema).max(MAX_SELECTED_IDS).default([]),
    contextIds: z.array(textSchema(100)).max(MAX_SELECTED_IDS).default([]),
    selectedTab: ApprovalStatusSchema,
    updateByStatusFilter: z.boolean().default(false),
    updateByFlowFilter: z.boolean().default(false),
    query: textSchema(200).trim().optional(),
    flowIds: z.array(IdSchema).max(MAX_FILTER_IDS).optional(),
    ticketTypeIds: z.array(IdSchema).max(MAX_FILTER_IDS).optional(),
    /** Rows created after this instant are not part of a select-all (the list the user saw). */
    approvalCutoff: z.string().datetime().optional(),
    skipValidationSteps: z.array(SkipValidationStepSchema).default([]),
    /**
     * Approve the requests of the selection that §5 does not block and leave the blocked ones
     * pending. Without it, a status update of a selection holding blocked requests is refused
     * (409 APPROVAL_BLOCKED), so nothing is approved that the user was not told about.
     */
    excludeBlocked: z.boolean().default(false),
  })
  .refine((s) => s.updateByStatusFilter || s.registrationIds.length > 0, {
    message: 'Select at least one request',
    path: ['registrationIds'],
  });
export type ApprovalSelection = z.input<typeof ApprovalSelectionSchema>;

export const TicketShortageSchema = z.object({
  ticketTypeId: z.number().int(),
  name: z.string(),
  requested: z.number().int(),
  available: z.number().int(),
});
export type TicketShortage = z.infer<typeof TicketShortageSchema>;

/**
 * Requests of an approval that §5 blocks, by reason; a request blocked for both reasons counts
 * once, as ticket sales ended (the order of localApprovalBlock).
 */
export const ApprovalBlockedCountsSchema = z.object({
  ticketSalesEnded: z.number().int(),
  couponUsageLimitReached: z.number().int(),
});
export type ApprovalBlockedCounts = z.infer<typeof ApprovalBlockedCountsSchema>;

/** A ticket type whose sales ended, held by `requests` requests of a selection (§5). */
export const TicketBlockerSchema = z.object({
  ticketTypeId: z.number().int(),
  name: z.string(),
  salesEndAt: z.string(),
  requests: z.number().int(),
});
/** A coupon with no use left (`used` of its `quantity`), held by `requests` requests of a selection. */
export const CouponBlockerSchema = z.object({
  couponId: z.number().int(),
  code: z.string(),
  quantity: z.number().int(),
  used: z.number().int(),
  requests: z.number().int(),
});
/**
 * What blocks approving a selection (§5), by ticket type and coupon, each with how many of the
 * selection's requests hold it (a request holding two counts under both), most held first.
 */
export const ApprovalBlockerDetailsSchema = z.object({
  ticketTypes: z.array(TicketBlockerSchema),
  coupons: z.array(CouponBlockerSchema),
});
export type ApprovalBlockerDetails = z.infer<typeof ApprovalBlockerDetailsSchema>;

export const ApprovalDetailsResponseSchema = z.object({
  confirmationPopupType: ConfirmationPopupTypeSchema,
  totalAttendeesBeingAdded: z.number().int(),
  /** The requests the action would change: for an approval, the selection less `blocked`. */
  selectedCount: z.number().int(),
  /** Requests of the selection an approval leaves pending (§5); zeros for a rejection. */
  blocked: ApprovalBlockedCountsSchema,
  /** The ticket types and coupons that block them, by name (empty when none is blocked). */
  blockers: ApprovalBlockerDetailsSchema,
  ticketShortages: z.array(TicketShortageSchema),
  capacity: z.number().int().nullable(),
  totalActiveRegistrations: z.number().int(),
});
export type ApprovalDetailsResponse = z.infer<typeof ApprovalDetailsResponseSchema>;

export const RegistrationFlowListSchema = z.object({
  flows: z.array(z.object({ flowId: z.number().int(), name: z.string() })),
});
export type RegistrationFlowList = z.infer<typeof RegistrationFlowListSchema>;

/** The ticket list of §3 ("returned as ticketTypePublicListResponseList"). */
export const TicketTypeSchema = z.object({
  ticketTypeId: z.number().int(),
  name: z.string(),
  /** null: unlimited. */
  availableQuantity: z.number().int().nullable(),
  salesEndAt: z.string().nullable(),
  isPaid: z.boolean(),
});
export type TicketType = z.infer<typeof TicketTypeSchema>;
export const TicketTypeListSchema = z.object({
  ticketTypePublicListResponseList: z.array(TicketTypeSchema),
});

export const CouponListSchema = z.object({
  coupons: z.array(
    z.object({
      couponId: z.number().int(),
      code: z.string(),
      /** Uses left; null: unlimited. */
      availableQuantity: z.number().int().nullable(),
      /** Its limit of uses (null: unlimited) and its uses so far. */
      quantity: z.number().int().nullable(),
      used: z.number().int(),
    }),
  ),
});
export type CouponList = z.infer<typeof CouponListSchema>;
export type Coupon = CouponList['coupons'][number];

/** Per-event approval settings the page needs: the organization's wording and the email switches. */
export const ApprovalSettingsSchema = z.object({
  alternativeLabels: z.boolean(),
  approveEmailEnabled: z.boolean(),
  rejectEmailEnabled: z.boolean(),
});
export type ApprovalSettings = z.infer<typeof ApprovalSettingsSchema>;

export const StatusUpdateRequestSchema = z.object({
  /** A client-made key: sending the same update twice creates one job. */
  idempotencyKey: textSchema(100).min(8),
  selection: ApprovalSelectionSchema,
});
export type StatusUpdateRequest = z.input<typeof StatusUpdateRequestSchema>;
export const ApprovalHistoryEntrySchema = z.object({
  status: ApprovalStatusSchema,
  updatedByFirstName: z.string(),
  updatedByLastName: z.string(),
  updatedAt: z.string(),
});
export const ApprovalDetailResponseSchema = z.object({
  request: ApprovalRequestSchema,
  history: z.array(ApprovalHistoryEntrySchema),
  ticketReservationExpiresAt: z.string().nullable(),
});
export type ApprovalDetailResponse = z.infer<typeof ApprovalDetailResponseSchema>;

export const ResendConfirmationRequestSchema = z.object({
  flowContextIds: z
    .array(textSchema(100))
    .min(1, 'Select at least one request')
    .max(MAX_SELECTED_IDS),
});
