import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { queryKeys } from '@console/shared/react';
import {
  SCHEDULE_ERROR_CODES,
  SCHEDULE_MESSAGES as M,
  scheduleKeys,
  type ScheduleSessionDetail,
} from '@console/event-setup-contract';
import { aDetail, daysAnswer, NO_USAGE, USED } from '../testing/fixtures';
import { defaultApi, EVENT_BASE, EVENT_ID, paths, renderSchedule, reply } from '../testing/render';

const location = () => screen.getByTestId('location').textContent;
const field = (name: string) => screen.getByRole('textbox', { name });
const dateField = (label: string) => screen.getByRole('group', { name: label });
const hour = (label: string) =>
  within(dateField(label))
    .getByRole('spinbutton', { name: /^hour/ })
    .getAttribute('aria-valuetext');

/** Types a whole date and time into a date-time field: MMDDYYYY hhmm and A or P. */
async function typeDateTime(user: UserEvent, label: string, typed: string) {
  await user.click(within(dateField(label)).getByRole('spinbutton', { name: /^month/ }));
  await user.keyboard(typed);
}

const BOUNDS = { firstDay: '2030-01-01', lastDay: '2030-01-03', timeZone: 'America/New_York' };

function editApi(session: ScheduleSessionDetail) {
  return defaultApi()
    .on('GET', paths.days, daysAnswer())
    .on('GET', paths.session(session.segmentId), session);
}

async function openSession(session: ScheduleSessionDetail, context = {}) {
  const fake = editApi(session);
  const rendered = renderSchedule('session', {
    at: `venue-setup/schedule/session/${session.segmentId}`,
    fetch: fake,
    context,
  });
  expect(await screen.findByDisplayValue(session.title)).toBeInTheDocument();
  return { ...rendered, api: fake };
}

describe('adding a session', () => {
  it("starts on the day it came from, 9 to 10 AM in the event's zone, and says the event's dates", async () => {
    renderSchedule('addSession', { at: 'venue-setup/schedule/add-session?day=2030-01-02' });
    expect(await screen.findByRole('textbox', { name: 'Title' })).toBeInTheDocument();
    expect(hour('Starts')).toBe('9 AM');
    expect(hour('Ends')).toBe('10 AM');
    expect(within(dateField('Starts')).getByRole('spinbutton', { name: /^day/ })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    expect(
      screen.getByText(
        /Event time \(America\/New_York\); the event runs from Tue, Jan 1, 2030 to Thu, Jan 3, 2030\./,
      ),
    ).toBeInTheDocument();
  });

  it("says what the contract's schema refuses, on its fields, and sends nothing", async () => {
    const { user, api } = renderSchedule('addSession', {
      at: 'venue-setup/schedule/add-session?day=2030-01-02',
    });
    await screen.findByRole('textbox', { name: 'Title' });
    await user.type(field('Tags'), `ok, ${'x'.repeat(60)}`);
    await user.click(screen.getByRole('button', { name: 'Add session' }));
    expect(await screen.findByText(M.titleRequired)).toBeInTheDocument();
    expect(field('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(M.stageNameRequired)).toBeInTheDocument();
    expect(screen.getByText(M.tagMax)).toBeInTheDocument();
    expect(api.callsTo('POST', paths.sessions)).toHaveLength(0);
    // Editing a field takes its message away.
    await user.type(field('Title'), 'Roadmap');
    expect(screen.queryByText(M.titleRequired)).not.toBeInTheDocument();
  });

  it("refuses a start outside the event's dates, naming them, and moves the end with the start", async () => {
    const { user, api } = renderSchedule('addSession', {
      at: 'venue-setup/schedule/add-session?day=2030-01-02',
    });
    await screen.findByRole('textbox', { name: 'Title' });
    await user.type(field('Title'), 'Late show');
    await user.type(field('Stage or venue'), 'Main Stage');
    await typeDateTime(user, 'Starts', '010520300900A');
    // The end kept the hour's length: Jan 5, 10 AM.
    expect(within(dateField('Ends')).getByRole('spinbutton', { name: /^day/ })).toHaveAttribute(
      'aria-valuenow',
      '5',
    );
    await user.click(screen.getByRole('button', { name: 'Add session' }));
    expect(await screen.findByText(M.startAfterEvent(BOUNDS))).toBeInTheDocument();
    expect(api.callsTo('POST', paths.sessions)).toHaveLength(0);
  });

  it('creates the session, then shows its day and refreshes what reads sessions', async () => {
    const created = aDetail({ segmentId: 30, startDateTime: '2030-01-02T14:00:00.000Z' });
    const fake = defaultApi().on('POST', paths.sessions, reply({ status: 201, body: created }));
    const { user, notify, queryClient } = renderSchedule('addSession', {
      at: 'venue-setup/schedule/add-session?day=2030-01-02',
      fetch: fake,
    });
    // What other pages cached: People's sessions, access control's groups, the shell's context.
    const peopleKey = ['event', EVENT_ID, 'sessions', 'list'];
    const accessKey = ['event', EVENT_ID, 'access', 'groups'];
    for (const key of [peopleKey, accessKey, queryKeys.eventContext(EVENT_ID)])
      queryClient.setQueryData(key, {});
    await screen.findByRole('textbox', { name: 'Title' });
    await user.type(field('Title'), '  Roadmap review ');
    await user.type(field('Stage or venue'), 'Hall B');
    await user.click(screen.getByRole('radio', { name: 'In person' }));
    await user.type(field('Tags'), ' AI, Cloud, ai ');
    await user.type(field('Add-ons'), 'Recording');
    await user.click(screen.getByRole('button', { name: 'Add session' }));

    await waitFor(() =>
      expect(location()).toBe(`${EVENT_BASE}/venue-setup/schedule?day=2030-01-02`),
    );
    expect(fake.callsTo('POST', paths.sessions)[0]?.body).toEqual({
      title: 'Roadmap review',
      stageName: 'Hall B',
      // 9 to 10 AM on Jan 2 in New York.
      startDateTime: '2030-01-02T14:00:00.000Z',
      endDateTime: '2030-01-02T15:00:00.000Z',
      format: 'IN_PERSON',
      tags: ['AI', 'Cloud'],
      addOns: ['Recording'],
    });
    expect(notify).toHaveBeenCalledWith(
      'Session added.',
      expect.objectContaining({ tone: 'success' }),
    );
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(peopleKey)).toBe(true);
    expect(invalidated(accessKey)).toBe(true);
    expect(invalidated(queryKeys.eventContext(EVENT_ID))).toBe(false);
  });

  it("shows the API's refusal on the field it names", async () => {
    const fake = defaultApi().on(
      'POST',
      paths.sessions,
      reply({
        status: 400,
        body: {
          code: 'INVALID_INPUT',
          message: `endDateTime: ${M.endAfterEvent(BOUNDS)}`,
          field: 'endDateTime',
        },
      }),
    );
    const { user } = renderSchedule('addSession', {
      at: 'venue-setup/schedule/add-session?day=2030-01-02',
      fetch: fake,
    });
    await screen.findByRole('textbox', { name: 'Title' });
    await user.type(field('Title'), 'Roadmap');
    await user.type(field('Stage or venue'), 'Hall B');
    await user.click(screen.getByRole('button', { name: 'Add session' }));
    const shown = await screen.findByText(M.endAfterEvent(BOUNDS));
    expect(shown.closest('[class~="field"]')).toHaveTextContent('Ends');
    expect(dateField('Ends')).toHaveAttribute('data-invalid', 'true');
  });
});

describe('editing a session', () => {
  it('lists the groups that use it', async () => {
    await openSession(aDetail({}, USED));
    const usedBy = screen.getByRole('region', { name: 'Used by' });
    expect(within(usedBy).getByRole('list', { name: 'Access groups' })).toHaveTextContent(
      'VIP Pass (granted)',
    );
    expect(
      within(usedBy).getByRole('list', { name: 'Audience groups (Add to sessions)' }),
    ).toHaveTextContent('VIP guests');
  });

  it('saves a change on the same day without asking, even when groups use it', async () => {
    const session = aDetail({}, USED);
    const { user, api } = await openSession(session);
    api.on('PUT', paths.session(11), aDetail({ title: 'Opening keynote (live)' }, USED));
    await user.type(field('Title'), ' (live)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(location()).toBe(`${EVENT_BASE}/venue-setup/schedule?day=2030-01-01`),
    );
    const [put] = api.callsTo('PUT', paths.session(11));
    expect(put?.url.searchParams.has('confirm')).toBe(false);
    expect(put?.body).toMatchObject({ title: 'Opening keynote (live)' });
  });

  it('asks before moving a used session to another day, listing its groups, then confirms', async () => {
    const { user, api } = await openSession(aDetail({}, USED));
    api.on('PUT', paths.session(11), aDetail({ startDateTime: '2030-01-02T14:00:00.000Z' }, USED));
    await typeDateTime(user, 'Starts', '010220300900A');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Move this session to another day?',
    });
    expect(dialog).toHaveTextContent('VIP Pass (granted)');
    expect(dialog).toHaveTextContent('VIP guests');
    expect(api.callsTo('PUT', paths.session(11))).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PUT', paths.session(11))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Move this session to another day?' }),
      ).getByRole('button', { name: 'Move session' }),
    );
    await waitFor(() =>
      expect(location()).toBe(`${EVENT_BASE}/venue-setup/schedule?day=2030-01-02`),
    );
    const [put] = api.callsTo('PUT', paths.session(11));
    expect(put?.url.searchParams.get('confirm')).toBe('true');
    expect(put?.body).toMatchObject({
      startDateTime: '2030-01-02T14:00:00.000Z',
      endDateTime: '2030-01-02T15:00:00.000Z',
    });
  });

  it('asks before deleting a used session, listing its groups, and deletes it confirmed', async () => {
    const { user, api } = await openSession(aDetail({}, USED));
    api.on('DELETE', paths.session(11), reply({ status: 204 }));
    await user.click(screen.getByRole('button', { name: 'Delete session' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this session?' });
    expect(dialog).toHaveTextContent(
      'These groups use the session. Deleting it also removes it from their access settings',
    );
    expect(within(dialog).getByRole('list', { name: 'Access groups' })).toHaveTextContent(
      'VIP Pass (granted)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete session' }));
    await waitFor(() =>
      expect(location()).toBe(`${EVENT_BASE}/venue-setup/schedule?day=2030-01-01`),
    );
    expect(api.callsTo('DELETE', paths.session(11))[0]?.url.searchParams.get('confirm')).toBe(
      'true',
    );
  });

  it('asks before deleting an unused session too, and sends no confirm', async () => {
    const { user, api } = await openSession(aDetail({}, NO_USAGE));
    expect(screen.getByText('No group uses this session yet.')).toBeInTheDocument();
    api.on('DELETE', paths.session(11), reply({ status: 204 }));
    await user.click(screen.getByRole('button', { name: 'Delete session' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this session?' });
    expect(dialog).toHaveTextContent('The session is removed from the schedule.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete session' }));
    await waitFor(() => expect(api.callsTo('DELETE', paths.session(11))).toHaveLength(1));
    expect(api.callsTo('DELETE', paths.session(11))[0]?.url.searchParams.has('confirm')).toBe(
      false,
    );
  });

  it('shows a 409 from a group that took the session up meanwhile, and reloads its groups', async () => {
    const { user, api } = await openSession(aDetail({}, NO_USAGE));
    const message = M.inUseMove({
      accessGroups: ['VIP Pass'],
      accessGroupTotal: 1,
      audienceGroups: [],
      audienceGroupTotal: 0,
    });
    api.on(
      'PUT',
      paths.session(11),
      reply({ status: 409, body: { code: SCHEDULE_ERROR_CODES.sessionInUse, message } }),
    );
    api.on('GET', paths.session(11), aDetail({}, USED));
    await typeDateTime(user, 'Starts', '010220300900A');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Access groups' })).toHaveTextContent(
      'VIP Pass (granted)',
    );
    // Saving again now asks first.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Move this session to another day?' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['a read-only event', { readOnly: true }],
    ['a user without the schedule permission', { access: { permissions: [] } }],
  ])('shows the session without its controls to %s', async (_case, context) => {
    await openSession(aDetail({}, USED), context);
    expect(
      screen.getByText('This event is read-only: you can see the schedule but not change it.'),
    ).toBeInTheDocument();
    expect(field('Title')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete session' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Used by' })).toHaveTextContent('VIP Pass');
  });

  it('says a session that is gone could not be loaded, with a retry', async () => {
    const fake = defaultApi().on(
      'GET',
      paths.session(99),
      reply({ status: 404, body: { code: 'NOT_FOUND', message: M.sessionNotFound } }),
    );
    renderSchedule('session', { at: 'venue-setup/schedule/session/99', fetch: fake });
    expect(await screen.findByText('The session could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(M.sessionNotFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('keys its reads by the contract', () => {
    expect(scheduleKeys.session(EVENT_ID, 11)).toEqual([
      'event',
      EVENT_ID,
      'schedule',
      'session',
      11,
    ]);
  });
});
