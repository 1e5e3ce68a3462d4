/** The registrations endpoint, relative to /api (People > Attendees: attendees write). */
export const REGISTRATION_API = {
  /** POST: register someone (CreateRegistrationRequest); 201 with the registration's id. */
  createRoute: '/events/:eventId/registrations',
  create: (eventId: number) => `/events/${eventId}/registrations`,
} as const;
