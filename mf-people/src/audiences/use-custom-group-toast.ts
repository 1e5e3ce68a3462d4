import { useEffect } from 'react';
import { TIMINGS } from '@console/shared/contract';
import { useLocation, useNotifier, useUrlSearchUpdate } from '@console/shared/react';
import { PEOPLE_MESSAGES } from '@console/people-contract';

const CREATED = 'cag_created';
const UPDATED = 'cag_updated';
const CREATED_ID = 'createdAudienceGroupId';

/**
 * The locations (one object per history entry, the router's own) whose toast was shown. One save
 * lands on one entry; what marks it handled must outlive one mount of the page: a second mount
 * on that entry, before the params' removal has landed, toasted again with a per-mount flag
 * (issue #44, 'Custom group updated successfully' twice).
 */
const toasted = new WeakSet<object>();

/**
 * After saving a custom group the user lands here with cag_created=true (and
 * createdAudienceGroupId) or cag_updated=true: show the success toast once per save and drop the
 * params.
 */
export function useCustomGroupToast(): void {
  const [search, updateSearch] = useUrlSearchUpdate();
  const location = useLocation();
  const notifier = useNotifier();
  const created = search.get(CREATED) === 'true';
  const updated = search.get(UPDATED) === 'true';
  const hasParams = search.has(CREATED) || search.has(UPDATED) || search.has(CREATED_ID);

  useEffect(() => {
    if (!hasParams || toasted.has(location)) return;
    toasted.add(location);
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
  }, [hasParams, location, created, updated, notifier, updateSearch]);
}
