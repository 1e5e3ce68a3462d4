/**
 * Query keys of one registrant (the edit form), from one factory. Adding or editing someone
 * also changes the attendee list (audienceListKeys) and the custom groups' members.
 */
export const registrationKeys = {
  all: (eventId: number) => ['event', eventId, 'registrations'] as const,
  detail: (eventId: number, registrationId: number) =>
    ['event', eventId, 'registrations', registrationId] as const,
};
