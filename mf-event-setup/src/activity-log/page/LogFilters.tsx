/**
 * The log's filters, each written to the URL at once (the search once typing pauses): the area
 * (only those the user reads), the person (from the people endpoint), from and to (typed in the
 * event's time zone, kept as instants) and the search. Clear filters empties them all.
 */
import { Button, type Key } from '@console/shared/ui';
import { DateTimeField } from '@console/shared/ui/form';
import { FilterBar, SearchBox } from '@console/shared/ui/list-controls';
import { Select } from '@console/shared/ui/select';
import {
  ACTIVITY_AREA_LABELS,
  type ActivityArea,
  type ActivityLogPeople,
} from '@console/activity-log-contract';
import styles from '../ActivityLog.module.css';
import { ACTIVITY_LOG_WORDS as WORDS } from '../words';
import type { FilterProblems, LogUrlState } from './url-state';

const ALL = 'all';
/** Long option labels ("Tickets and coupons", full names): cut later than the kit's default. */
const LABEL_MAX = 28;

export interface LogFiltersProps {
  state: LogUrlState;
  areas: readonly ActivityArea[];
  people: ActivityLogPeople | undefined;
  /** The name of the person chosen, when the people list does not hold them. */
  chosenName: string | null;
  timeZone: string;
  problems: FilterProblems | null;
  /** Applies a change of filters (back on page 1). */
  onChange: (patch: Partial<LogUrlState>) => void;
  onClear: () => void;
  canClear: boolean;
}

export function LogFilters({
  state,
  areas,
  people,
  chosenName,
  timeZone,
  problems,
  onChange,
  onClear,
  canClear,
}: LogFiltersProps) {
  const listed = people?.people ?? [];
  const chosen = state.actorUserId;
  const personOptions = [
    { id: ALL, label: WORDS.everyone },
    ...listed.map((p) => ({ id: p.userId, label: p.name })),
    ...(chosen !== null && !listed.some((p) => p.userId === chosen)
      ? [{ id: chosen, label: chosenName ?? WORDS.someone(chosen) }]
      : []),
  ];
  const areaOptions = [
    { id: ALL, label: WORDS.allAreas },
    ...areas.map((area) => ({ id: area, label: ACTIVITY_AREA_LABELS[area] })),
  ];
  const pickArea = (key: Key | null) =>
    onChange({ area: areas.find((area) => area === key) ?? null });
  const pickPerson = (key: Key | null) =>
    onChange({ actorUserId: typeof key === 'number' ? key : null });
  return (
    <FilterBar className={styles.filters}>
      <SearchBox
        label={WORDS.search}
        value={state.search}
        onChange={(search) => onChange({ search })}
      />
      <Select
        label={WORDS.area}
        options={areaOptions}
        value={state.area ?? ALL}
        onChange={pickArea}
        labelMaxLength={LABEL_MAX}
      />
      <Select
        label={WORDS.person}
        options={personOptions}
        value={chosen ?? ALL}
        onChange={pickPerson}
        labelMaxLength={LABEL_MAX}
      />
      <DateTimeField
        label={WORDS.from}
        value={state.from}
        timeZone={timeZone}
        onChange={(from) => onChange({ from })}
        description={WORDS.datesIn(timeZone)}
        errorMessage={problems?.from}
        isClearable
      />
      <DateTimeField
        label={WORDS.to}
        value={state.to}
        timeZone={timeZone}
        onChange={(to) => onChange({ to })}
        errorMessage={problems?.to}
        isClearable
      />
      {canClear ? (
        <Button variant="link" onPress={onClear}>
          {WORDS.clearFilters}
        </Button>
      ) : null}
      {people?.isTruncated ? (
        <p className={styles.hint}>{WORDS.peopleCapped(people.people.length)}</p>
      ) : null}
    </FilterBar>
  );
}
