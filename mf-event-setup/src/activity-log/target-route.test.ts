import type { ActivityArea } from '@console/activity-log-contract';
import { anEntry } from './testing/fixtures';
import { targetRoute, type TargetRoute } from './target-route';

const entry = (type: string, id: string, area: ActivityArea = 'SETTINGS', action = 'x.changed') =>
  anEntry({ area, action, target: { type, id, label: 'It' } });

describe('where an entry links', () => {
  it.each<[string, ReturnType<typeof entry>, TargetRoute | null]>([
    [
      'an access group: its access control page',
      entry('access-group', '4', 'ACCESS_CONTROL'),
      { key: 'people.experienceManagement', params: { accessGroupId: '4' } },
    ],
    [
      'an invite list: its page',
      entry('audience-group', '7', 'INVITE_LISTS', 'invite-list.invitee.added'),
      { key: 'people.inviteList', params: { audienceGroupId: '7' } },
    ],
    [
      'a custom group: its page',
      entry('audience-group', '8', 'CUSTOM_GROUPS', 'custom-group.saved'),
      { key: 'people.customAudience', params: { audienceGroupId: '8' } },
    ],
    [
      'any group added to sessions: its audience list',
      entry('audience-group', '9', 'AUDIENCE_GROUPS', 'audience-group.sessions.changed'),
      { key: 'people.audienceDetail', params: { audienceGroupId: '9' } },
    ],
    [
      'a registration: Attendees with its edit panel open',
      entry('registration', '5', 'REGISTRANTS', 'registrant.edited'),
      { key: 'people.attendees', query: { edit: '5' } },
    ],
    [
      'a session: its page',
      entry('session', '11', 'SCHEDULE', 'session.edited'),
      { key: 'venue.session', params: { segmentId: '11' } },
    ],
    [
      'a ticket type: its edit page',
      entry('ticket-type', '3', 'TICKETING'),
      { key: 'registration.ticketEdit', params: { ticketTypeId: '3' } },
    ],
    [
      'a coupon: its edit page',
      entry('coupon', '6', 'TICKETING'),
      { key: 'registration.couponEdit', params: { couponId: '6' } },
    ],
    ['a form field: the form', entry('form-field', '2'), { key: 'registration.form' }],
    [
      'an integration: the integrations page',
      entry('integration', 'SALESFORCE'),
      { key: 'integrations.event' },
    ],
    [
      'a standard email: Standard, that email marked',
      entry('email', 'APPROVAL_APPROVED', 'EMAILS'),
      { key: 'communication.standard', query: { email: 'APPROVAL_APPROVED' } },
    ],
    [
      'an invitation email: Custom',
      entry('invitation-email', '3', 'EMAILS'),
      { key: 'communication.custom' },
    ],
    [
      'a saved template: Saved templates',
      entry('email-template', '3', 'EMAILS', 'email-template.deleted'),
      { key: 'communication.savedTemplates' },
    ],
    [
      'the calendar invites switch: its page',
      entry('calendar-invites', '1', 'EMAILS'),
      { key: 'communication.calendarInvite' },
    ],
    ['venue settings: the section page', entry('venue-settings', 'lobby'), { key: 'venue.lobby' }],
    ['venue settings of an unknown section: none', entry('venue-settings', 'attic'), null],
    ['a stage: the stages', entry('stage', 'Main'), { key: 'venue.stages' }],
    ['an approvals job: none', entry('job', '77', 'APPROVALS'), null],
    ['a type the page does not know: none', entry('widget', '1'), null],
    ['a prototype name: none', entry('constructor', '1'), null],
    ['a deleted session: none', entry('session', '11', 'SCHEDULE', 'session.deleted'), null],
    [
      'a deleted custom group: none',
      entry('audience-group', '8', 'CUSTOM_GROUPS', 'custom-group.deleted'),
      null,
    ],
  ])('%s', (_label, given, expected) => {
    expect(targetRoute(given)).toEqual(expected);
  });
});
