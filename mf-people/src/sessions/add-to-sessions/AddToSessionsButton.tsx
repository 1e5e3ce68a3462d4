import { useState } from 'react';
import { Button } from '@console/shared/ui';
import { AddToSessionsDialog } from './AddToSessionsDialog';

export interface AddToSessionsButtonProps {
  eventId: number;
  audienceGroupId: number;
  groupName: string;
}

/** The audience list's Add to sessions button and its dialog; focus returns here on close. */
export function AddToSessionsButton({
  eventId,
  audienceGroupId,
  groupName,
}: AddToSessionsButtonProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Add to sessions</Button>
      {isOpen ? (
        <AddToSessionsDialog
          eventId={eventId}
          audienceGroupId={audienceGroupId}
          groupName={groupName}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
