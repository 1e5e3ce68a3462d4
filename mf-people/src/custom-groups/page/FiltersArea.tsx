import { useCurrentEvent } from '@console/shared/react';
import { Button, ErrorState, errorText, LoadingState } from '@console/shared/ui';
import { SlideOut } from '@console/shared/ui/dialog';
import { AppliedFilters, FilterPanel } from '../filter-panel';
import { useFilterFields } from '../hooks/use-filter-fields';
import { useInviteListOptions } from '../hooks/use-invite-list-options';
import styles from '../CustomGroups.module.css';
import { hasFilters } from './filter-state';
import type { FilterSet } from '@console/people-contract';

export interface FiltersAreaProps {
  applied: FilterSet | null;
  isPanelOpen: boolean;
  onPanelOpenChange: (isOpen: boolean) => void;
  /** The panel's Apply filters, or a filter removed from the summary. */
  onApply: (set: FilterSet | null) => void;
  onRemove: ((elementId: string) => void) | null;
  onDirtyChange: (dirty: boolean) => void;
  isDisabled: boolean;
}

/** The 'Filters' button, the applied filters above the table, and the filter panel's slide-out. */
export function FiltersArea({
  applied,
  isPanelOpen,
  onPanelOpenChange,
  onApply,
  onRemove,
  onDirtyChange,
  isDisabled,
}: FiltersAreaProps) {
  const event = useCurrentEvent();
  const fields = useFilterFields();
  const inviteLists = useInviteListOptions();
  return (
    <section className={styles.filters} aria-label="Filters">
      <Button isDisabled={isDisabled} onPress={() => onPanelOpenChange(true)}>
        Filters
      </Button>
      {hasFilters(applied) && fields.data ? (
        <AppliedFilters
          set={applied}
          fields={fields.data}
          inviteLists={inviteLists}
          timeZone={event.tz}
          onRemove={onRemove ?? undefined}
        />
      ) : null}
      <SlideOut
        isOpen={isPanelOpen}
        onOpenChange={onPanelOpenChange}
        title="Filters"
        closeLabel="Close filters"
      >
        {fields.data ? (
          <FilterPanel
            fields={fields.data}
            inviteLists={inviteLists}
            applied={applied}
            timeZone={event.tz}
            onApply={onApply}
            onCancel={() => onPanelOpenChange(false)}
            onDirtyChange={onDirtyChange}
          />
        ) : fields.isError ? (
          <ErrorState
            title="Filters could not be loaded"
            message={errorText(fields.error)}
            onRetry={() => void fields.refetch()}
          />
        ) : (
          <LoadingState label="Loading filters…" />
        )}
      </SlideOut>
    </section>
  );
}
