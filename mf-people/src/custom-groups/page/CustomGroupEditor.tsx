import { useCallback, useState } from 'react';
import {
  useCurrentEvent,
  useDebouncedValue,
  useLeaveConfirmation,
  useNavigate,
  useReadOnly,
  useUrlSearchUpdate,
} from '@console/shared/react';
import { Button, Page, PageHeader } from '@console/shared/ui';
import { ConfirmDialog, LeaveDialog } from '@console/shared/ui/dialog';
import { useBackToAudiences } from '../../audiences/use-back-to-audiences';
import { GROUP_TYPE_LABEL } from '../create/create-rules';
import { useFilterFields } from '../hooks/use-filter-fields';
import { memberSource } from '../members/member-source';
import { MembersSection } from '../members/MembersSection';
import { chosenCount, isAllSelected } from '../members/selection';
import styles from '../CustomGroups.module.css';
import { AccessControlToggle } from './AccessControlToggle';
import { FiltersArea } from './FiltersArea';
import { isFilterComplete, sameFilters, savedFilterSet, withoutElement } from './filter-state';
import { saveBlock } from './save-rules';
import { saveRequestOf } from './save-request';
import { SaveGroupButton } from './SaveGroupButton';
import { readUrlState, writeUrlState, type CustomGroupUrlState } from './url-state';
import { useMemberSelection } from './use-member-selection';
import {
  PEOPLE_MESSAGES,
  PEOPLE_TIMINGS,
  type CustomGroup,
  type FilterSet,
} from '@console/people-contract';

/**
 * The custom audience group screen (spec people §2, §4, §5): header, access controls, the filter
 * panel and its applied filters, the member table, and Create group / Update. The applied filter
 * set reaches the member query 1 s after it changes.
 */
export function CustomGroupEditor({ group }: { group: CustomGroup }) {
  const event = useCurrentEvent();
  const readOnly = useReadOnly();
  const fields = useFilterFields();
  const [params, updateParams] = useUrlSearchUpdate();
  const url = readUrlState(params);
  const saved = savedFilterSet(group);
  const [applied, setApplied] = useState<FilterSet | null>(saved);
  const queried = useDebouncedValue(applied, PEOPLE_TIMINGS.filterApplyDebounceMs);
  const [accessControl, setAccessControl] = useState(group.isAccessControlEnabled);
  const [panelDirty, setPanelDirty] = useState(false);
  const [refreshing, setRefreshing] = useState<{ set: FilterSet | null } | null>(null);
  const isStatic = group.groupUpdateType === 'STATIC';
  const isPublished = group.status === 'PUBLISHED';
  const source = memberSource({
    audienceGroupId: group.audienceGroupId,
    status: group.status,
    saved,
    applied: queried,
  });
  const [selection, setSelection] = useMemberSelection(
    source.kind === 'audience' ? JSON.stringify(source.filterSet) : source.kind,
  );
  const guard = useLeaveConfirmation(!sameFilters(applied, saved) || panelDirty);
  const navigate = useNavigate();
  const back = useBackToAudiences();

  const update = useCallback(
    (patch: Partial<CustomGroupUrlState>) =>
      updateParams((current) => writeUrlState(current, patch), { replace: true }),
    [updateParams],
  );
  const apply = (set: FilterSet | null) => {
    setApplied(set);
    update({ page: 1 });
  };
  /** §8: an existing active group asks 'Refresh filter?' before its members change. */
  const requestApply = (set: FilterSet | null) => {
    update({ isFilterPanelOpen: false });
    if (sameFilters(set, applied)) return;
    if (isPublished && !isStatic) setRefreshing({ set });
    else apply(set);
  };

  const blocked = saveBlock({
    updateType: group.groupUpdateType,
    applied,
    isFilterComplete: fields.data ? isFilterComplete(applied, fields.data) : false,
    selectedCount: isStatic ? chosenCount(selection) : 0,
    allSelected: isStatic && isAllSelected(selection),
  });

  return (
    <Page>
      <PageHeader
        title={
          <span className={styles.title}>
            <span className={styles.kind}>{GROUP_TYPE_LABEL[group.groupUpdateType]}</span>{' '}
            {group.groupName}
          </span>
        }
        back={back}
        actions={
          <>
            {event.type === 'WEBINAR' ? null : (
              <AccessControlToggle
                isSelected={accessControl}
                onChange={setAccessControl}
                isLocked={group.isGroupAlreadyUsedInSessionManagement}
                isDisabled={readOnly}
              />
            )}
            <Button onPress={() => void navigate(back.href)}>Cancel</Button>
            <SaveGroupButton
              group={group}
              beforeLeaving={guard.allowNextNavigation}
              isDisabled={readOnly || blocked !== null}
              request={() =>
                saveRequestOf({
                  group,
                  isAccessControlEnabled: event.type !== 'WEBINAR' && accessControl,
                  applied,
                  selection: isStatic ? selection : null,
                })
              }
            />
          </>
        }
      />
      <FiltersArea
        applied={applied}
        isPanelOpen={url.isFilterPanelOpen}
        onPanelOpenChange={(isFilterPanelOpen) => update({ isFilterPanelOpen })}
        onApply={requestApply}
        onRemove={
          readOnly || !applied
            ? null
            : (elementId) => requestApply(withoutElement(applied, elementId))
        }
        onDirtyChange={setPanelDirty}
        isDisabled={readOnly}
      />
      <MembersSection
        group={group}
        source={source}
        url={url}
        onUrlChange={update}
        selection={isStatic ? selection : null}
        onSelectionChange={setSelection}
      />
      <ConfirmDialog
        isOpen={refreshing !== null}
        onOpenChange={(open) => {
          if (!open) setRefreshing(null);
        }}
        title={PEOPLE_MESSAGES.refreshFilterTitle}
        message={PEOPLE_MESSAGES.refreshFilterMessage}
        confirmLabel="Refresh"
        onConfirm={() => {
          if (refreshing) apply(refreshing.set);
          setRefreshing(null);
        }}
      />
      <LeaveDialog
        confirmation={guard}
        title="Leave this page?"
        message={PEOPLE_MESSAGES.leaveWithUnsavedFilters}
      />
    </Page>
  );
}
