import { useEffect, useRef } from 'react';
import { TIMINGS } from '@console/shared/contract';
import { useNotifier, useUrlSearchUpdate } from '@console/shared/react';
import { PEOPLE_MESSAGES } from '@console/people-contract';

const CREATED = 'cag_created';
const UPDATED = 'cag_updated';
const CREATED_ID = 'createdAudienceGroupId';

/**
 * After saving a custom group the user lands here with cag_created=true (and
 * createdAudienceGroupId) or cag_updated=true: show the success toast once and drop the params.
 */
export function useCustomGroupToast(): void {
  const [search, updateSearch] = useUrlSearchUpdate();
  const notifier = useNotifier();
  const handled = useRef(false);
  const created = search.get(CREATED) === 'true';
  const updated = search.get(UPDATED) === 'true';
  const hasParams = search.has(CREATED) || search.has(UPDATED) || search.has(CREATED_ID);

  useEffect(() => {
    if (!hasParams || handled.current) return;
    handled.current = true;
    if (created)
      notifier.notify(PEOPLE_MESSAGES.customGroupCreated, {
        tone: 'success',
        durationMs: TIMINGS.toastLongMs,
      });
    else if (updated)
      notifier.notify(PEOPLE_MESSAGES.customGroupUpdated, {
        tone: 'success',
        durationMs: TIMINGS.toastLongMs,
      });
    updateSearch(
      (current) => {
        current.delete(CREATED);
        current.delete(UPDATED);
        current.delete(CREATED_ID);
        return current;
      },
      { replace: true },
    );
  }, [hasParams, created, updated, notifier, updateSearch]);
}
