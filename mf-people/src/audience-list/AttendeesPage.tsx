import { formatNumber } from '@console/shared/ui';
import { useUrlSearchUpdate } from '@console/shared/react';
import { PEOPLE_COUNT_MESSAGES } from '@console/people-contract';
import {
  AddRegistrantButton,
  EditRegistrantSlideOut,
  editRegistrantColumn,
  useCanWriteRegistrants,
} from '../registrants';
import { AudienceListView } from './list/AudienceListView';

/** The registrant whose edit panel is open: `?edit=<registrationId>`, so a link can open it. */
const EDIT_PARAM = 'edit';

/**
 * People > Attendees (people/attendees): the audience list of every registrant of the event, with
 * Add registrant and each row's Edit for those who may write attendees. "Attendees" is the page's
 * name only: its count is of registrants (decision 0045). The registrant being edited is in the
 * URL, so the activity log links to a registrant's edit panel.
 */
export function AttendeesPage() {
  const canWrite = useCanWriteRegistrants();
  const [params, updateParams] = useUrlSearchUpdate();
  const asked = Number(params.get(EDIT_PARAM));
  const editing = canWrite && Number.isInteger(asked) && asked > 0 ? asked : null;
  const setEditing = (registrationId: number | null) =>
    updateParams((current) => {
      const next = new URLSearchParams(current);
      if (registrationId === null) next.delete(EDIT_PARAM);
      else next.set(EDIT_PARAM, String(registrationId));
      return next;
    });
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
