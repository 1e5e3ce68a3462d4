import type { Key } from 'react-aria-components';
import { MultiSelect } from '../MultiSelect';
import { SearchBox } from '../SearchBox';
import type { SelectOption } from '../Select';
import { dayLabels } from './day-labels';
import { FilterBar } from '../FilterBar';

/** A session table's search and filters; every value is a list of option ids. */
export interface SessionFilterValue {
  query: string;
  tags: readonly string[];
  formats: readonly string[];
  /** 'YYYY-MM-DD' days in the event's time zone. */
  days: readonly string[];
}

export interface SessionFilterBarProps {
  value: SessionFilterValue;
  /** A changed search (500 ms after typing stops) or filter. */
  onChange: (patch: Partial<SessionFilterValue>) => void;
  /** The tags to offer. */
  tags: readonly string[];
  /** The formats to offer, with their labels. */
  formats: readonly SelectOption[];
  /** The days to offer ('YYYY-MM-DD' in the event's time zone), in order. */
  days: readonly string[];
  /** The format filter's label ('Format'; the session access screen says 'Segment Type'). */
  formatLabel?: string;
}

const strings = (keys: Key[]) => keys.map(String);

/** Search by session name, then the Tags, format and Days filters (spec people §2, §7). */
export function SessionFilterBar({
  value,
  onChange,
  tags,
  formats,
  days,
  formatLabel = 'Format',
}: SessionFilterBarProps) {
  const labels = dayLabels(days);
  return (
    <FilterBar>
      <SearchBox
        label="Search sessions"
        placeholder="Session name"
        value={value.query}
        onChange={(query) => onChange({ query })}
      />
      <MultiSelect
        label="Tags"
        name="tags"
        placeholder="All tags"
        options={tags.map((tag) => ({ id: tag, label: tag }))}
        value={value.tags}
        onChange={(keys) => onChange({ tags: strings(keys) })}
      />
      <MultiSelect
        label={formatLabel}
        name="formats"
        placeholder="All formats"
        options={formats}
        value={value.formats}
        onChange={(keys) => onChange({ formats: strings(keys) })}
      />
      <MultiSelect
        label="Days"
        name="days"
        placeholder="All days"
        options={days.map((day) => ({ id: day, label: labels.get(day) ?? day }))}
        value={value.days}
        onChange={(keys) => onChange({ days: strings(keys) })}
      />
    </FilterBar>
  );
}
