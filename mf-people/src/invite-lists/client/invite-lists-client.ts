/**
 * The invite-list endpoints (spec people §7), one function per call. Paths come from the
 * contract's INVITE_LIST_API; answers are validated with the contract's schemas.
 */
import { apiDownload, apiRequest, apiSend } from '@console/shared/react';
import {
  AUDIENCE_LIST_API,
  AudienceTicketTypeListSchema,
  INVITE_LIST_API,
  InviteCommunicationsResponseSchema,
  InviteListSchema,
  InviteListsResponseSchema,
  InviteesPageSchema,
  ImportStatusSchema,
  ListNameAvailabilitySchema,
  UploadedFileSchema,
  type AddInviteeBody,
  type AudienceGroup,
  type AudienceTicketType,
  type ImportInviteListBody,
  type ImportStatus,
  type InviteCommunication,
  type InviteList,
  type InviteesPage,
  type InviteesQuery,
  type ListNameAvailability,
  type UploadedFile,
} from '@console/people-contract';

/** Whether a new list may take this name (any group of the event counts). */
export function fetchListNameAvailability(
  eventId: number,
  name: string,
  signal?: AbortSignal,
): Promise<ListNameAvailability> {
  return apiRequest(ListNameAvailabilitySchema, INVITE_LIST_API.nameAvailable(eventId, name), {
    signal,
  });
}

/** The event's invite lists (INVITE_ONLY groups) with their invitee counts. */
export async function fetchInviteLists(
  eventId: number,
  signal?: AbortSignal,
): Promise<AudienceGroup[]> {
  const answer = await apiRequest(InviteListsResponseSchema, INVITE_LIST_API.lists(eventId), {
    signal,
  });
  return answer.inviteLists;
}

export function fetchInviteList(
  eventId: number,
  audienceGroupId: number,
  signal?: AbortSignal,
): Promise<InviteList> {
  return apiRequest(InviteListSchema, INVITE_LIST_API.list(eventId, audienceGroupId), { signal });
}

/**
 * Query parameters of the invitees page (20 a page, fixed by the API) and its CSV: statuses
 * repeat, empty ones are left out.
 */
const inviteesQuery = (query: Omit<InviteesQuery, 'offset'>) => ({
  search: query.search?.trim() || undefined,
  statuses: query.statuses && query.statuses.length > 0 ? query.statuses : undefined,
});

export function fetchInvitees(
  eventId: number,
  audienceGroupId: number,
  query: InviteesQuery,
  signal?: AbortSignal,
): Promise<InviteesPage> {
  return apiRequest(InviteesPageSchema, INVITE_LIST_API.invitees(eventId, audienceGroupId), {
    query: { ...inviteesQuery(query), offset: query.offset },
    signal,
  });
}

export async function downloadInviteesCsv(
  eventId: number,
  audienceGroupId: number,
  query: Omit<InviteesQuery, 'offset'>,
): Promise<Blob> {
  const { blob } = await apiDownload(INVITE_LIST_API.csv(eventId, audienceGroupId), {
    query: inviteesQuery(query),
  });
  return blob;
}

export function addInvitee(
  eventId: number,
  audienceGroupId: number,
  body: AddInviteeBody,
): Promise<void> {
  return apiSend(INVITE_LIST_API.invitees(eventId, audienceGroupId), { method: 'POST', body });
}

export function declineInvitee(
  eventId: number,
  audienceGroupId: number,
  inviteeId: number,
): Promise<void> {
  return apiSend(INVITE_LIST_API.decline(eventId, audienceGroupId, inviteeId), {
    method: 'POST',
  });
}

export function deleteInvitee(
  eventId: number,
  audienceGroupId: number,
  inviteeId: number,
): Promise<void> {
  return apiSend(INVITE_LIST_API.invitee(eventId, audienceGroupId, inviteeId), {
    method: 'DELETE',
  });
}

export async function fetchInviteCommunications(
  eventId: number,
  signal?: AbortSignal,
): Promise<InviteCommunication[]> {
  const answer = await apiRequest(
    InviteCommunicationsResponseSchema,
    INVITE_LIST_API.communications(eventId),
    { signal },
  );
  return answer.communications;
}

/** The event's ticket types, offered to new invitees (the audience list's own endpoint). */
export async function fetchTicketTypes(
  eventId: number,
  signal?: AbortSignal,
): Promise<AudienceTicketType[]> {
  const answer = await apiRequest(
    AudienceTicketTypeListSchema,
    AUDIENCE_LIST_API.ticketTypes(eventId),
    { signal },
  );
  return answer.ticketTypes;
}

/** The CSV as multipart (field `file`); the answer names it by its file URL. */
export function uploadInviteCsv(eventId: number, file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest(UploadedFileSchema, INVITE_LIST_API.files(eventId), {
    method: 'POST',
    body: form,
  });
}

/** Starts the import job of an uploaded file; its progress is read by file URL. */
export function startInviteImport(eventId: number, body: ImportInviteListBody): Promise<void> {
  return apiSend(INVITE_LIST_API.imports(eventId), { method: 'POST', body });
}

export function fetchImportStatus(
  eventId: number,
  s3FileUrl: string,
  signal?: AbortSignal,
): Promise<ImportStatus> {
  return apiRequest(ImportStatusSchema, INVITE_LIST_API.importStatus(eventId, s3FileUrl), {
    signal,
  });
}

/** Queues an import that ran out of attempts again, from the rows it stopped before. */
export function resumeInviteImport(eventId: number, jobId: number): Promise<ImportStatus> {
  return apiRequest(ImportStatusSchema, INVITE_LIST_API.importResume(eventId, jobId), {
    method: 'POST',
  });
}

export async function downloadImportLog(eventId: number, jobId: number): Promise<Blob> {
  const { blob } = await apiDownload(INVITE_LIST_API.importLog(eventId, jobId));
  return blob;
}
