import { useState } from 'react';
import {
  AddRegistrantButton,
  EditRegistrantSlideOut,
  editRegistrantColumn,
  useCanWriteRegistrants,
} from '../registrants';
import { AudienceListView } from './list/AudienceListView';

/**
 * People > Attendees (people/attendees): the audience list of every registrant of the event, with
 * Add registrant and each row's Edit for those who may write attendees.
 */
export function AttendeesPage() {
  const canWrite = useCanWriteRegistrants();
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <>
      <AudienceListView
        scope={null}
        title="Attendees"
        actions={<AddRegistrantButton />}
        extraColumns={canWrite ? [editRegistrantColumn(setEditing)] : []}
      />
      {editing !== null ? (
        <EditRegistrantSlideOut registrationId={editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
