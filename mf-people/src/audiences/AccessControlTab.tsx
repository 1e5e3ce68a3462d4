import { EmptyState } from '@console/shared/ui';

/**
 * PLACEHOLDER for this issue: access control groups (spec people §2, experience management)
 * are rendered by the access-control remote, which ships them in a later release.
 */
export function AccessControlTab() {
  return (
    <EmptyState
      title="Access control groups are coming"
      description="Base access and group access settings for each audience group arrive with the access-control area in a later release. Nothing can be configured here yet."
    />
  );
}
