import { useCallback, useMemo, useState } from 'react';
import {
  useCurrentEvent,
  useReadOnly,
  useRouteBuilder,
  useUrlSearchUpdate,
} from '@console/shared/react';
import { Page, PageHeader } from '@console/shared/ui';
import { SessionFilterBar, type SessionFilterValue } from '@console/shared/ui/sessions';
import { useGroupMapping } from '../../group/hooks/use-group-mapping';
import { useSaveDayAccess } from '../../group/hooks/use-save-day-access';
import { SECTION_TITLE } from '../../group/words';
import { useSaveSessionAccess } from '../hooks/use-save-session-access';
import { useSectionSessions } from '../hooks/use-section-sessions';
import styles from '../SessionAccess.module.css';
import { GrantDayAccessDialog } from './GrantDayAccessDialog';
import { LeaveGuard } from './LeaveGuard';
import { PendingFooter } from './PendingFooter';
import { PendingStore } from './pending-store';
import { SessionAccessBody } from './SessionAccessBody';
import { SessionImpact } from './SessionImpact';
import { filterOptions, filterSessions, toSessionViews } from './session-views';
import { SessionTabs } from './SessionTabs';
import { readUrlState, writeUrlState, type SessionAccessUrlState } from './url-state';
import {
  ACCESS_MESSAGES,
  dayAccessWith,
  daysNeedingAccess,
  type AccessSection,
} from '@console/access-control-contract';

export interface SessionAccessScreenProps {
  groupId: number;
  section: AccessSection;
}

/**
 * The session access screen (spec §2, §4) of one group and section: every session of the section
 * loaded once, searched, filtered and split into tabs in memory; toggles kept as pending changes
 * until Update Access, with their impact on the registrants above it; then, for granted sessions
 * on days the group has no access to, 'Grant day access to this group?'.
 */
export function SessionAccessScreen({ groupId, section }: SessionAccessScreenProps) {
  const { tz } = useCurrentEvent();
  const routes = useRouteBuilder();
  const readOnly = useReadOnly();
  const [params, updateParams] = useUrlSearchUpdate();
  const url = useMemo(() => readUrlState(params), [params]);
  const filters = useMemo<SessionFilterValue>(
    () => ({ query: url.query, tags: url.tags, formats: url.formats, days: url.days }),
    [url],
  );
  const list = useSectionSessions(groupId, section);
  const mapping = useGroupMapping(groupId);
  const saveSessions = useSaveSessionAccess(groupId);
  const saveDays = useSaveDayAccess(groupId);
  const [store] = useState(() => new PendingStore(section));
  const [daysToOffer, setDaysToOffer] = useState<readonly string[] | null>(null);

  const views = useMemo(
    () => (list.data ? toSessionViews(list.data.sessions, section, tz) : []),
    [list.data, section, tz],
  );
  const options = useMemo(() => filterOptions(views), [views]);
  const matching = useMemo(() => filterSessions(views, filters), [views, filters]);
  const update = useCallback(
    (patch: Partial<SessionAccessUrlState>) =>
      updateParams((current) => writeUrlState(current, patch)),
    [updateParams],
  );
  const { refetch } = list;
  const onRetry = useCallback(() => void refetch(), [refetch]);

  const onUpdate = () => {
    const changes = store.pending();
    const days = mapping.data?.days;
    saveSessions.mutate(
      { section, changes: [...changes] },
      {
        onSuccess: () => {
          store.reset();
          const offer = days ? daysNeedingAccess(views, changes, days, tz) : [];
          if (offer.length > 0) setDaysToOffer(offer);
        },
      },
    );
  };

  const onGrantDays = (chosen: string[]) => {
    const days = mapping.data?.days ?? [];
    saveDays.mutate(
      { days: dayAccessWith(days, chosen) },
      { onSuccess: () => setDaysToOffer(null) },
    );
  };

  const groupName = list.data?.group.groupName ?? mapping.data?.group.groupName;
  return (
    <Page>
      <PageHeader
        title={ACCESS_MESSAGES.configureSessionAccess}
        back={{
          href: routes.to('people.experienceManagement', { accessGroupId: groupId }),
          label: 'Back to the access group',
        }}
      />
      <p className={styles.subtitle}>
        {groupName ? `${groupName} · ` : null}
        {SECTION_TITLE[section]}
      </p>
      <SessionTabs
        store={store}
        rows={matching}
        isLoaded={list.isSuccess}
        tab={url.tab}
        onTabChange={(tab) => update({ tab })}
      >
        <SessionFilterBar
          value={filters}
          onChange={update}
          tags={options.tags}
          formats={options.formats}
          days={options.days}
          formatLabel="Segment Type"
        />
        <SessionAccessBody
          store={store}
          rows={matching}
          total={views.length}
          filters={filters}
          tab={url.tab}
          timeZone={tz}
          readOnly={readOnly}
          isLoading={list.isPending}
          error={list.error}
          onRetry={onRetry}
        />
      </SessionTabs>
      <SessionImpact
        groupId={groupId}
        audienceGroupId={(list.data?.group ?? mapping.data?.group)?.audienceGroupId ?? null}
        store={store}
      />
      <PendingFooter
        store={store}
        tab={url.tab}
        readOnly={readOnly}
        isSaving={saveSessions.isPending}
        onUpdate={onUpdate}
      />
      {daysToOffer ? (
        <GrantDayAccessDialog
          days={daysToOffer}
          isPending={saveDays.isPending}
          onSkip={() => setDaysToOffer(null)}
          onGrant={onGrantDays}
        />
      ) : null}
      <LeaveGuard store={store} />
    </Page>
  );
}
