import { useState } from 'react';
import { TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNavigate, useNotifier, useRouteBuilder } from '@console/shared/react';
import { Button, TextField } from '@console/shared/ui';
import { Dialog } from '@console/shared/ui/dialog';
import { RadioGroup, Toggle } from '@console/shared/ui/form';
import { useCreateCustomGroup } from '../hooks/use-create-custom-group';
import styles from '../CustomGroups.module.css';
import { canProceed, GROUP_TYPE_HINT, GROUP_TYPE_LABEL } from './create-rules';
import {
  GroupUpdateTypeSchema,
  PEOPLE_LIMITS,
  PEOPLE_MESSAGES,
  type GroupUpdateType,
} from '@console/people-contract';

/**
 * Create a custom group (spec people §2, §4): name, access controls (not on webinars) and type;
 * Next makes the DRAFT group and opens its page with the filter panel open.
 */
export function CreateCustomGroupDialog({ onClose }: { onClose: () => void }) {
  const event = useCurrentEvent();
  const routes = useRouteBuilder();
  const navigate = useNavigate();
  const { notify } = useNotifier();
  const create = useCreateCustomGroup();
  const [name, setName] = useState('');
  const [accessControl, setAccessControl] = useState(false);
  const [updateType, setUpdateType] = useState<GroupUpdateType>('ACTIVE');
  const isWebinar = event.type === 'WEBINAR';

  const next = () => {
    if (!canProceed(name) || create.isPending) return;
    create.mutate(
      {
        groupName: name.trim(),
        isAccessControlEnabled: !isWebinar && accessControl,
        groupUpdateType: updateType,
      },
      {
        onSuccess: ({ audienceGroupId }) =>
          void navigate(
            routes.to('people.customAudience', { audienceGroupId }, { isFilterPopUpOpened: true }),
          ),
        // Spec people §8: a failed creation says 'Duplicate group name', whatever the cause.
        onError: () =>
          notify(PEOPLE_MESSAGES.duplicateGroupName, {
            tone: 'error',
            durationMs: TIMINGS.toastLongMs,
          }),
      },
    );
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={!create.isPending}
      title="Create custom group"
      actions={
        <>
          <Button isDisabled={create.isPending} onPress={onClose}>
            Cancel
          </Button>
          <Button
            variant="primary"
            isDisabled={!canProceed(name)}
            isPending={create.isPending}
            onPress={next}
          >
            Next
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <TextField
          label="Group name"
          value={name}
          onChange={setName}
          maxLength={PEOPLE_LIMITS.customGroupNameMax}
          isRequired
          autoFocus
          onSubmit={next}
        />
        {isWebinar ? null : (
          <Toggle isSelected={accessControl} onChange={setAccessControl}>
            Enable access controls
          </Toggle>
        )}
        <RadioGroup
          label="Group type"
          value={updateType}
          onChange={(value) => setUpdateType(GroupUpdateTypeSchema.parse(value))}
          options={GroupUpdateTypeSchema.options.map((type) => ({
            value: type,
            label: GROUP_TYPE_LABEL[type],
            description: GROUP_TYPE_HINT[type],
          }))}
        />
      </div>
    </Dialog>
  );
}
