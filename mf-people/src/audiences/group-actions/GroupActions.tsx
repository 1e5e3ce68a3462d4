import { useState } from 'react';
import { Button } from '@console/shared/ui';
import styles from '../Audiences.module.css';
import { DeleteGroupDialogs } from './DeleteGroupDialogs';
import { RenameGroupDialog } from './RenameGroupDialog';
import { useDeleteGroup } from './use-delete-group';
import type { AudienceGroup } from '@console/people-contract';

export interface GroupActionsProps {
  group: AudienceGroup;
  /** Shown but disabled (read-only event). */
  isDisabled: boolean;
}

/** Rename and Delete on a custom group's or invite list's card; focus returns to the button. */
export function GroupActions({ group, isDisabled }: GroupActionsProps) {
  const [renaming, setRenaming] = useState(false);
  const remove = useDeleteGroup(group);
  return (
    <div className={styles.cardActions}>
      <Button
        size="small"
        variant="link"
        aria-label={`Rename ${group.name}`}
        isDisabled={isDisabled}
        onPress={() => setRenaming(true)}
      >
        Rename
      </Button>
      <Button
        size="small"
        variant="link"
        aria-label={`Delete ${group.name}`}
        isDisabled={isDisabled}
        isPending={remove.step.kind === 'checking'}
        onPress={remove.start}
      >
        Delete
      </Button>
      {renaming ? <RenameGroupDialog group={group} onClose={() => setRenaming(false)} /> : null}
      <DeleteGroupDialogs group={group} flow={remove} />
    </div>
  );
}
