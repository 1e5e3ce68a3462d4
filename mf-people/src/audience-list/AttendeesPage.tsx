import { useState } from 'react';
import { formatNumber } from '@console/shared/ui';
import { PEOPLE_COUNT_MESSAGES } from '@console/people-contract';
import {
  AddRegistrantButton,
  EditRegistrantSlideOut,
  editRegistrantColumn,
  useCanWriteRegistrants,
} from '../registrants';
import { AudienceListView } from './list/AudienceListView';

/**
 * People > Attendees (people/attendees): the audience list of every registrant of the event, with
 * Add registrant and each row's Edit for those who may write attendees. "Attendees" is the page's
 * name only: its count is of registrants (decision 0045).
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
        countText={(total) =>
          PEOPLE_COUNT_MESSAGES.completedRegistrants(total, formatNumber(total))
        }
      />
      {editing !== null ? (
        <EditRegistrantSlideOut registrationId={editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
