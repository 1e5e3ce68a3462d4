import { Suspense, useState } from 'react';
import { lazyPage, preloadOnIntent } from '@console/shared/react';
import { Button } from '@console/shared/ui';
import styles from '../Audiences.module.css';
import { useDeleteGroup } from './use-delete-group';
import type { AudienceGroup } from '@console/people-contract';

export interface GroupActionsProps {
  group: AudienceGroup;
  /** Shown but disabled (read-only event). */
  isDisabled: boolean;
}

/** The dialogs load when first opened: the audiences page does not carry them. */
const RenameGroupDialog = lazyPage(
  () => import('./RenameGroupDialog'),
  (module) => module.RenameGroupDialog,
);
const DeleteGroupDialogs = lazyPage(
  () => import('./DeleteGroupDialogs'),
  (module) => module.DeleteGroupDialogs,
);

/** Rename and Delete on a custom group's or invite list's card; focus returns to the button. */
export function GroupActions({ group, isDisabled }: GroupActionsProps) {
  const [renaming, setRenaming] = useState(false);
  const remove = useDeleteGroup(group);
  // Once shown, the delete dialogs stay mounted so that they close (and return focus) as usual.
  const [deleteShown, setDeleteShown] = useState(false);
  if (!deleteShown && remove.step.kind !== 'idle') setDeleteShown(true);
  return (
    <div className={styles.cardActions}>
      <Button
        size="small"
        variant="link"
        aria-label={`Rename ${group.name}`}
        isDisabled={isDisabled}
        onPress={() => setRenaming(true)}
        {...preloadOnIntent(RenameGroupDialog)}
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
        {...preloadOnIntent(DeleteGroupDialogs)}
      >
        Delete
      </Button>
      <Suspense fallback={null}>
        {renaming ? <RenameGroupDialog group={group} onClose={() => setRenaming(false)} /> : null}
        {deleteShown ? <DeleteGroupDialogs group={group} flow={remove} /> : null}
      </Suspense>
    </div>
  );
}
