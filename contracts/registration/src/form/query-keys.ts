/**
 * Query keys of the registration form, from one factory; never inline a key. A field write
 * invalidates `all` (flows list their fields), and the custom groups' filter fields, which list
 * the form's fields too (people contract: customGroupKeys.filterFields).
 */
export const registrationFormKeys = {
  all: (eventId: number) => ['event', eventId, 'registration-form'] as const,
  flows: (eventId: number) => ['event', eventId, 'registration-form', 'flows'] as const,
  fields: (eventId: number) => ['event', eventId, 'registration-form', 'fields'] as const,
};
