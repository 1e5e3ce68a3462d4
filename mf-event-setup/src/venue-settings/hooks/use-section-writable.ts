import { useHasPermission, useReadOnly } from '@console/shared/react';
import { VENUE_SECTION_PERMISSION, type VenueSection } from '@console/event-setup-contract';

/**
 * Whether the user may change a section's settings here: an organizer of an open event (the
 * shell's read-only state) holding the section's write permission. A booth owner reads the Expo
 * page without it.
 */
export function useSectionWritable(section: VenueSection): boolean {
  const readOnly = useReadOnly();
  const holds = useHasPermission({ anyOf: [VENUE_SECTION_PERMISSION[section]] });
  return !readOnly && holds;
}
