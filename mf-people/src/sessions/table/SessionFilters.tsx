import { SessionFilterBar } from '@console/shared/ui/sessions';
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

const FORMAT_OPTIONS = SEGMENT_FORMATS.map((format) => ({
  id: format,
  label: SEGMENT_FORMAT_LABELS[format],
}));

const isFormat = (key: unknown): key is SegmentFormat =>
  (SEGMENT_FORMATS as readonly unknown[]).includes(key);

/** The session table's search and filters (spec people §2): the kit's bar over the people formats. */
export function SessionFilters({ value, onChange, tags, days }: SessionFiltersProps) {
  return (
    <SessionFilterBar
      value={value}
      onChange={({ formats, ...patch }) =>
        onChange(formats === undefined ? patch : { ...patch, formats: formats.filter(isFormat) })
      }
      tags={tags}
      formats={FORMAT_OPTIONS}
      days={days}
    />
  );
}
