/** The event's saved templates: the list every email editor offers, and its writes. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import {
  communicationKeys,
  type SavedTemplateCreate,
  type SavedTemplateEdit,
} from '@console/event-setup-contract';
import {
  createSavedTemplate,
  deleteSavedTemplate,
  editSavedTemplate,
  fetchSavedTemplates,
} from '../client/communication-client';

export const savedTemplatesQuery = (eventId: number) =>
  queryOptions({
    queryKey: communicationKeys.templates(eventId),
    queryFn: ({ signal }) => fetchSavedTemplates(eventId, signal),
  });

export function useSavedTemplates(options: { enabled?: boolean } = {}) {
  const { eventId } = useCurrentEvent();
  return useQuery({ ...savedTemplatesQuery(eventId), enabled: options.enabled ?? true });
}

export function useSavedTemplateWrites() {
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: communicationKeys.templates(eventId) });
  const create = useMutation({
    mutationFn: (body: SavedTemplateCreate) => createSavedTemplate(eventId, body),
    onSuccess: refresh,
  });
  const edit = useMutation({
    mutationFn: ({ id, body }: { id: number; body: SavedTemplateEdit }) =>
      editSavedTemplate(eventId, id, body),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteSavedTemplate(eventId, id),
    onSuccess: refresh,
  });
  return { create, edit, remove };
}
