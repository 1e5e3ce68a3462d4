import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCurrentEvent } from '@console/shared/react';
import { startInviteImport, uploadInviteCsv } from '../client/invite-lists-client';
import {
  inviteListKeys,
  type ImportInviteListBody,
  type InviteCsvMapping,
  type UploadedFile,
} from '@console/people-contract';

/** What the form submits: a new list (name, description) or an existing one (audienceGroupId). */
export interface InviteImportRequest {
  file: File;
  /** The invitee column each column of the file feeds, as the columns step showed it. */
  columnMapping: InviteCsvMapping;
  audienceGroupId?: number;
  audienceInviteListName?: string;
  audienceInviteListDescription?: string;
  ticketTypeId?: number;
  communicationSettingIds: number[];
}

type ImportPayload = Omit<ImportInviteListBody, 'idempotencyKey'>;

/**
 * Upload the CSV (multipart), then start its import. A retry of the same submit (same file and
 * values, after a failure whose answer may have been lost) reuses the uploaded file and the
 * idempotency key, so the API starts at most one job; changed values get a fresh key. Resolves
 * with the file URL the job's status is read by; the tab reads its lists again (a new list
 * exists from now on, even if the user closes the panel before the job ends).
 */
export function useInviteImport() {
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  const uploads = useRef(new WeakMap<File, UploadedFile>());
  const attempt = useRef<{ payload: string; key: string } | null>(null);

  return useMutation({
    mutationFn: async ({ file, ...values }: InviteImportRequest): Promise<string> => {
      let uploaded = uploads.current.get(file);
      if (!uploaded) {
        uploaded = await uploadInviteCsv(eventId, file);
        uploads.current.set(file, uploaded);
      }
      const payload: ImportPayload = {
        s3FileUrl: uploaded.s3FileUrl,
        fileExtension: 'csv',
        ...values,
      };
      const fingerprint = JSON.stringify(payload);
      if (attempt.current?.payload !== fingerprint)
        attempt.current = { payload: fingerprint, key: crypto.randomUUID() };
      await startInviteImport(eventId, { ...payload, idempotencyKey: attempt.current.key });
      attempt.current = null;
      uploads.current.delete(file);
      return uploaded.s3FileUrl;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inviteListKeys.lists(eventId) });
    },
  });
}
