/** The abandoned-registration endpoints, relative to /api: Fastify patterns (`*Route`) and builders. */
const base = (eventId: number | string) => `/events/${eventId}/abandoned-registrations`;

export const ABANDONED_API = {
  /** GET: one page of the list with its total. */
  listRoute: base(':eventId'),
  list: (eventId: number) => base(eventId),
  /** GET: the flow and ticket options of the filters. */
  filtersRoute: `${base(':eventId')}/filters`,
  filters: (eventId: number) => `${base(eventId)}/filters`,
  /** GET: the CSV of the filter, or of the selected ids. */
  csvRoute: `${base(':eventId')}/csv`,
  csv: (eventId: number) => `${base(eventId)}/csv`,
  /** POST: delete by ids or filter. */
  deletionsRoute: `${base(':eventId')}/deletions`,
  deletions: (eventId: number) => `${base(eventId)}/deletions`,
  /** POST: reminder emails by ids or filter. */
  remindersRoute: `${base(':eventId')}/reminders`,
  reminders: (eventId: number) => `${base(eventId)}/reminders`,
  /** POST that only reads: the reminder a selection would be sent, before it is sent. */
  reminderPreviewRoute: `${base(':eventId')}/reminders/preview`,
  reminderPreview: (eventId: number) => `${base(eventId)}/reminders/preview`,
  /** GET: one abandoned registration, by its flow and flow context. */
  detailRoute: `${base(':eventId')}/:flowId/:flowContextId`,
  detail: (eventId: number, flowId: number | string, flowContextId: string) =>
    `${base(eventId)}/${flowId}/${encodeURIComponent(flowContextId)}`,
} as const;
