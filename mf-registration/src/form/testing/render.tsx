/**
 * Renders the Form or Registration flows page as the shell would (see @console/shared/testing),
 * at its route of a test event, against a fake API of the registration form endpoints.
 */
import type { ReactElement } from 'react';
import { type Event } from '@console/shared/contract';
import {
  anEvent,
  FetchRouter,
  renderEventPage,
  type FakeRequest,
  type testShellContext,
} from '@console/shared/testing';
import { REGISTRATION_FORM_API, type FormField } from '@console/registration-contract';
import { flowsOf } from './fixtures';

export { reply } from '@console/shared/testing';

export const EVENT_ID = 1;

export const paths = {
  fields: REGISTRATION_FORM_API.fields(EVENT_ID),
  flows: REGISTRATION_FORM_API.flows(EVENT_ID),
  field: (fieldId: number) => REGISTRATION_FORM_API.field(EVENT_ID, fieldId),
};

export const testEvent: Event = anEvent({ eventId: EVENT_ID, name: 'Test Summit', isFlex: true });

export const FLOWS = [
  { flowId: 10, name: 'Attendees' },
  { flowId: 20, name: 'Speakers' },
];

/** A fake API whose form holds `fields`, in the flows Attendees (10) and Speakers (20). */
export function formApi(fields: readonly FormField[] = []): FetchRouter {
  return new FetchRouter()
    .on('GET', paths.fields, { fields })
    .on('GET', paths.flows, flowsOf(FLOWS, fields));
}

/**
 * A fake API that keeps the form: a PATCH merges its body into the field (the form stays ordered
 * by position, then id), so what the page loads again shows the change.
 */
export function formApiWithState(fields: readonly FormField[]): FetchRouter {
  let form = [...fields];
  const ordered = () => [...form].sort((a, b) => a.position - b.position || a.fieldId - b.fieldId);
  const router = new FetchRouter()
    .on('GET', paths.fields, () => ({ fields: ordered() }))
    .on('GET', paths.flows, () => flowsOf(FLOWS, ordered()));
  for (const field of fields)
    router.on('PATCH', paths.field(field.fieldId), ({ body }: FakeRequest) => {
      form = form.map((f) => (f.fieldId === field.fieldId ? { ...f, ...(body as object) } : f));
      return form.find((f) => f.fieldId === field.fieldId);
    });
  return router;
}

export interface RenderOptions {
  fetch?: FetchRouter;
  /** The shell context's read-only state, access... (the event is the test event unless given). */
  context?: Parameters<typeof testShellContext>[0];
}

/** `page` mounted at its route (e.g. 'registration/form') of the test event. */
export function renderRegistrationPage(
  page: ReactElement,
  route: string,
  { fetch = formApi(), context }: RenderOptions = {},
) {
  return renderEventPage(page, {
    fetch,
    path: `/:eventSegment/:eventId/${route}`,
    initialUrl: `/event/${EVENT_ID}/${route}`,
    context: { event: testEvent, ...context },
  });
}
