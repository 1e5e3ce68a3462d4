/** Where an import goes: a new list (the Create flow) or an existing one (Import CSV). */
import { inviteListFormSchema } from '@console/people-contract';

export type ImportTarget = { kind: 'new' } | { kind: 'existing'; audienceGroupId: number };

/** The first step's values, kept while the user moves between steps. */
export interface FileStepValues {
  audienceInviteListName: string;
  audienceInviteListDescription: string;
  ticketTypeId: number | null;
  file: File | null;
}

export const EMPTY_FILE_STEP: FileStepValues = {
  audienceInviteListName: '',
  audienceInviteListDescription: '',
  ticketTypeId: null,
  file: null,
};

/** A new list needs a name and a file; an existing list only a file. */
export const fileStepSchema = (target: ImportTarget) =>
  target.kind === 'new' ? inviteListFormSchema : inviteListFormSchema.pick(['file']);
