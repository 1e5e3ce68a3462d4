/**
 * The Custom page's invitation emails: the list and its writes. They are the choices the invite
 * flows offer (people's own query of them), so a write invalidates the whole event.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys, useCurrentEvent } from '@console/shared/react';
import {
  communicationKeys,
  type InvitationEmailCreate,
  type InvitationEmailEdit,
} from '@console/event-setup-contract';
import {
  createInvitationEmail,
  deleteInvitationEmail,
  editInvitationEmail,
  fetchInvitationEmails,
} from '../client/communication-client';

export const invitationEmailsQuery = (eventId: number) =>
  queryOptions({
    queryKey: communicationKeys.invitationEmails(eventId),
    queryFn: ({ signal }) => fetchInvitationEmails(eventId, signal),
  });

export function useInvitationEmails() {
  const { eventId } = useCurrentEvent();
  return useQuery(invitationEmailsQuery(eventId));
}

export function useInvitationEmailWrites() {
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.event(eventId) });
  const create = useMutation({
    mutationFn: (body: InvitationEmailCreate) => createInvitationEmail(eventId, body),
    onSuccess: refresh,
  });
  const edit = useMutation({
    mutationFn: ({ id, body }: { id: number; body: InvitationEmailEdit }) =>
      editInvitationEmail(eventId, id, body),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteInvitationEmail(eventId, id),
    onSuccess: refresh,
  });
  return { create, edit, remove };
}
