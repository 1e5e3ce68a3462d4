/**
 * The audience list wire schemas (people-and-access-control §2, §3, §7): the registrants of one
 * audience group, or of the whole event (People > Attendees), a page at a time, with their counts.
 */
import { z } from '@console/shared/zod';

/** The status filter's options (spec people §5): both or neither mean no status filter. */
export const AUDIENCE_STATUS_OPTIONS = ['ATTENDED', 'NOT_ATTENDED'] as const;
export const AudienceStatusOptionSchema = z.enum(AUDIENCE_STATUS_OPTIONS);
export type AudienceStatusOption = z.infer<typeof AudienceStatusOptionSchema>;

/** One group chip of a row: a group the registrant is in (role, flow, ticket, custom). */
export const AudienceChipSchema = z.object({
  audienceGroupId: z.number().int(),
  name: z.string(),
});
export type AudienceChip = z.infer<typeof AudienceChipSchema>;

/** An audience row (spec people §3 "Audience row / member"). */
export const AudienceMemberSchema = z.object({
  registrationId: z.number().int(),
  flowContextId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The registrant's event role (ATTENDEE, SPEAKER, ...). */
  role: z.string(),
  ticketTypeId: z.number().int().nullable(),
  ticketTypeName: z.string().nullable(),
  isAttended: z.boolean(),
  /** The groups of this row, in the order role, flow, ticket, custom groups. */
  audiences: z.array(AudienceChipSchema),
});
export type AudienceMember = z.infer<typeof AudienceMemberSchema>;

/** One page of rows, newest registration first; the total comes from the counts call. */
export const AudienceMemberPageSchema = z.object({ items: z.array(AudienceMemberSchema) });
export type AudienceMemberPage = z.infer<typeof AudienceMemberPageSchema>;

export const AudienceCountSchema = z.object({
  total: z.number().int(),
  /**
   * A big event's custom group answered from its last snapshot, older than the data while the
   * worker keeps it again; its pages walk the same snapshot. Absent when the count is current.
   */
  isCountUpdating: z.boolean().optional(),
});
export type AudienceCount = z.infer<typeof AudienceCountSchema>;

export const AudienceTicketTypeSchema = z.object({
  ticketTypeId: z.number().int(),
  name: z.string(),
});
export const AudienceTicketTypeListSchema = z.object({
  ticketTypes: z.array(AudienceTicketTypeSchema),
});
export type AudienceTicketType = z.infer<typeof AudienceTicketTypeSchema>;

/**
 * The filters of the list, the counts and the CSV (spec people §7: roleTypeFilters, isAttended,
 * ticketTypeFilter, plus the search). Query parameters carry the same names; arrays repeat.
 */
export interface AudienceListFilters {
  search: string;
  roleTypeFilters: readonly string[];
  /** null: attended and not attended alike. */
  isAttended: boolean | null;
  ticketTypeFilter: readonly number[];
}

/** §7: the audience list CSV is downloaded under this name. */
export const AUDIENCE_LIST_FILE_NAME = 'audience-list.csv';
