import { useState } from 'react';
import { Button, TextField } from '@console/shared/ui';
import { Dialog } from '@console/shared/ui/dialog';
import { useRenameGroup } from './use-rename-group';
import { canSaveRename, PEOPLE_LIMITS, type AudienceGroup } from '@console/people-contract';

export interface RenameGroupDialogProps {
  group: AudienceGroup;
  onClose: () => void;
}

/** Rename (spec people §5): max 50 characters; Save is disabled when empty or unchanged. */
export function RenameGroupDialog({ group, onClose }: RenameGroupDialogProps) {
  const [name, setName] = useState(group.name);
  const rename = useRenameGroup(group.audienceGroupId, onClose);
  const canSave = canSaveRename(group.name, name) && !rename.isPending;
  const save = () => {
    if (canSave) rename.mutate(name.trim());
  };
  const noun = group.audienceGroupType === 'INVITE_ONLY' ? 'invite list' : 'group';
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={!rename.isPending}
      title={`Rename ${noun}`}
      actions={
        <>
          <Button isDisabled={rename.isPending} onPress={onClose}>
            Cancel
          </Button>
          <Button
            variant="primary"
            isDisabled={!canSave}
            isPending={rename.isPending}
            onPress={save}
          >
            Save
          </Button>
        </>
      }
    >
      <TextField
        label={noun === 'group' ? 'Group name' : 'Invite list name'}
        value={name}
        onChange={setName}
        maxLength={PEOPLE_LIMITS.renameMax}
        isDisabled={rename.isPending}
        autoFocus
        onSubmit={save}
      />
    </Dialog>
  );
}
