import { useState } from 'react';
import { Button } from '@console/shared/ui';
import { AddRegistrantSlideOut } from './AddRegistrantSlideOut';
import { useCanWriteRegistrants } from './hooks/use-can-write-registrants';

/**
 * "Add registrant" in the Attendees header, for a user who may write attendees on a writable
 * event; the slide-out returns focus to it when it closes.
 */
export function AddRegistrantButton() {
  const canWrite = useCanWriteRegistrants();
  const [isOpen, setOpen] = useState(false);
  if (!canWrite) return null;
  return (
    <>
      <Button variant="primary" onPress={() => setOpen(true)}>
        Add registrant
      </Button>
      {isOpen ? <AddRegistrantSlideOut onClose={() => setOpen(false)} /> : null}
    </>
  );
}
