/** The registrations endpoints, relative to /api (People > Attendees: attendees write). */
export const REGISTRATION_API = {
  /** POST: register someone (CreateRegistrationRequest); 201 with the registration's id. */
  createRoute: '/events/:eventId/registrations',
  create: (eventId: number) => `/events/${eventId}/registrations`,
  /** GET: one registrant (Registrant); PATCH: change them (UpdateRegistrationRequest). */
  registrationRoute: '/events/:eventId/registrations/:registrationId',
  registration: (eventId: number, registrationId: number) =>
    `/events/${eventId}/registrations/${registrationId}`,
} as const;
