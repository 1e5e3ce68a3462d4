import { useState } from 'react';
import { Button } from '@console/shared/ui';
import { ConfirmDialog } from '@console/shared/ui/dialog';
import { Toggle } from '@console/shared/ui/form';
import { Tooltip } from '@console/shared/ui/tooltip';
import styles from '../CustomGroups.module.css';
import { PEOPLE_MESSAGES } from '@console/people-contract';

export interface AccessControlToggleProps {
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  /** The group is already used for session access: the toggle is disabled and says why. */
  isLocked: boolean;
  isDisabled: boolean;
}

/**
 * 'Enable access controls' (spec people §2, §8): turning it on or off asks its confirmation first;
 * locked, with the reason in a tooltip, once the group is used in session management.
 */
export function AccessControlToggle({
  isSelected,
  onChange,
  isLocked,
  isDisabled,
}: AccessControlToggleProps) {
  const [asking, setAsking] = useState<boolean | null>(null);
  return (
    <span className={styles.inline}>
      <Toggle
        isSelected={isSelected}
        isDisabled={isDisabled || isLocked}
        onChange={(next) => setAsking(next)}
      >
        Enable access controls
      </Toggle>
      {isLocked ? (
        <Tooltip content={PEOPLE_MESSAGES.groupUsedForSessionAccess}>
          <Button variant="link" size="small" aria-label="Why access controls cannot be changed">
            <span aria-hidden="true">ⓘ</span>
          </Button>
        </Tooltip>
      ) : null}
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={asking ? 'Enable access controls?' : 'Disable access controls?'}
        message={
          asking
            ? PEOPLE_MESSAGES.enableAccessControlConfirm
            : PEOPLE_MESSAGES.disableAccessControlConfirm
        }
        confirmLabel={asking ? 'Enable' : 'Disable'}
        tone={asking ? 'default' : 'danger'}
        onConfirm={() => {
          if (asking !== null) onChange(asking);
          setAsking(null);
        }}
      />
    </span>
  );
}
