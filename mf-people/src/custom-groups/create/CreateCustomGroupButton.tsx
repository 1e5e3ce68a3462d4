import { useState } from 'react';
import { useReadOnly } from '@console/shared/react';
import { Button } from '@console/shared/ui';
import { CreateCustomGroupDialog } from './CreateCustomGroupDialog';

/** 'Create custom group' on the Audience groups tab; the dialog starts empty each time. */
export function CreateCustomGroupButton() {
  const readOnly = useReadOnly();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" isDisabled={readOnly} onPress={() => setOpen(true)}>
        Create custom group
      </Button>
      {isOpen ? <CreateCustomGroupDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}
