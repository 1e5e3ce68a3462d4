/** The registration form endpoints, relative to /api, for the API's routes and the remote's client. */
const base = (eventId: number | string) => `/events/${eventId}/registration-form`;
const field = (eventId: number | string, fieldId: number | string) =>
  `${base(eventId)}/fields/${fieldId}`;

export const REGISTRATION_FORM_API = {
  /** GET: the event's flows, each with its fields. */
  flowsRoute: `${base(':eventId')}/flows`,
  flows: (eventId: number) => `${base(eventId)}/flows`,
  /** GET: the form's fields in order; POST: add one (201 with the field). */
  fieldsRoute: `${base(':eventId')}/fields`,
  fields: (eventId: number) => `${base(eventId)}/fields`,
  /** PATCH: change a field; DELETE: remove it (204; 409 while filters or flows use it). */
  fieldRoute: field(':eventId', ':fieldId'),
  field: (eventId: number, fieldId: number) => field(eventId, fieldId),
} as const;
