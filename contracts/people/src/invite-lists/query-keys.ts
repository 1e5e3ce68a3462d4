/** Query keys of the invite-lists feature, from one factory; never inline a key. */
import type { InviteesQuery } from './schemas';

export const inviteListKeys = {
  all: (eventId: number) => ['event', eventId, 'invite-lists'] as const,
  lists: (eventId: number) => ['event', eventId, 'invite-lists', 'lists'] as const,
  list: (eventId: number, audienceGroupId: number) =>
    ['event', eventId, 'invite-lists', 'list', audienceGroupId] as const,
  invitees: (eventId: number, audienceGroupId: number, query: InviteesQuery) =>
    ['event', eventId, 'invite-lists', 'list', audienceGroupId, 'invitees', query] as const,
  nameAvailable: (eventId: number, name: string) =>
    ['event', eventId, 'invite-lists', 'name-available', name] as const,
  communications: (eventId: number) =>
    ['event', eventId, 'invite-lists', 'communications'] as const,
  importStatus: (eventId: number, s3FileUrl: string) =>
    ['event', eventId, 'invite-lists', 'import', s3FileUrl] as const,
};
