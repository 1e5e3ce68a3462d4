import { Suspense, useState } from 'react';
import { lazyPage, preloadOnIntent, useReadOnly } from '@console/shared/react';
import { Button } from '@console/shared/ui';

/** Loaded when first opened: the audiences page does not carry the dialog and its form controls. */
const CreateCustomGroupDialog = lazyPage(
  () => import('./CreateCustomGroupDialog'),
  (module) => module.CreateCustomGroupDialog,
);

/** 'Create custom group' on the Audience groups tab; the dialog starts empty each time. */
export function CreateCustomGroupButton() {
  const readOnly = useReadOnly();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="primary"
        isDisabled={readOnly}
        onPress={() => setOpen(true)}
        {...preloadOnIntent(CreateCustomGroupDialog)}
      >
        Create custom group
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <CreateCustomGroupDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
