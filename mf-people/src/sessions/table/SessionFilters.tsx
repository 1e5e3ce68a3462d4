import { MultiSelect, SearchBox } from '@console/shared/ui';
import styles from '../Sessions.module.css';
import { dayLabels } from './day-label';
import {
  SEGMENT_FORMAT_LABELS,
  SEGMENT_FORMATS,
  type SegmentFormat,
  type SessionFilters as Filters,
} from '@console/people-contract';

export interface SessionFiltersProps {
  value: Filters;
  /** A changed search (500 ms after typing stops) or filter. */
  onChange: (patch: Partial<Filters>) => void;
  /** The event's tags and session days ('YYYY-MM-DD' in its time zone). */
  tags: readonly string[];
  days: readonly string[];
}

const isFormat = (key: unknown): key is SegmentFormat =>
  (SEGMENT_FORMATS as readonly unknown[]).includes(key);

/** The session table's search and filters (spec people §2): tags, format, days, session name. */
export function SessionFilters({ value, onChange, tags, days }: SessionFiltersProps) {
  const labels = dayLabels(days);
  return (
    <div className={styles.toolbar} role="search">
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
        onChange={(keys) => onChange({ tags: keys.map(String) })}
      />
      <MultiSelect
        label="Format"
        name="formats"
        placeholder="All formats"
        options={SEGMENT_FORMATS.map((format) => ({
          id: format,
          label: SEGMENT_FORMAT_LABELS[format],
        }))}
        value={value.formats}
        onChange={(keys) => onChange({ formats: keys.filter(isFormat) })}
      />
      <MultiSelect
        label="Days"
        name="days"
        placeholder="All days"
        options={days.map((day) => ({ id: day, label: labels.get(day) ?? day }))}
        value={value.days}
        onChange={(keys) => onChange({ days: keys.map(String) })}
      />
    </div>
  );
}
