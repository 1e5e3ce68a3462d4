import { useLeaveConfirmation } from '@console/shared/react';
import { Page, PageHeader, type PageHeaderBack } from '@console/shared/ui';
import { LeaveDialog } from '@console/shared/ui/dialog';
import { BaseAccessField } from './BaseAccessField';
import { FeatureSection } from './FeatureSection';
import { GROUP_PAGE_WORDS } from '../words';
import { usePendingChanges } from './use-pending-changes';
import { DayAccessButton } from '../day-access/DayAccessButton';
import type {
  AccessGroup,
  AccessGroupMapping,
  AccessSection,
} from '@console/access-control-contract';

/**
 * A loaded group's page: a base group has the base section (every feature); a derived group has
 * its base access, the grant section and the revoke section. Each section saves on its own; the
 * page asks before the user leaves with changes unsaved.
 */
export function GroupEditor({
  mapping,
  groups,
  back,
}: {
  mapping: AccessGroupMapping;
  groups: readonly AccessGroup[];
  back: PageHeaderBack;
}) {
  const { group, features, days } = mapping;
  const changes = usePendingChanges(features);
  const leave = useLeaveConfirmation(changes.hasPending);
  const sections: AccessSection[] = group.isBaseGroup ? ['base'] : ['grant', 'revoked'];
  return (
    <Page>
      <PageHeader
        title={group.groupName}
        back={back}
        actions={<DayAccessButton group={group} days={days} />}
      />
      {group.isBaseGroup ? null : <BaseAccessField group={group} groups={groups} />}
      {sections.map((section) => (
        <FeatureSection
          key={section}
          groupId={group.groupId}
          audienceGroupId={group.audienceGroupId}
          section={section}
          features={features}
          pending={changes.pending[section]}
          onToggle={(id, on) => changes.toggle(section, id, on)}
          onChoose={(id) => changes.choose(section, id)}
          onSaved={() => changes.clear(section)}
        />
      ))}
      <LeaveDialog
        confirmation={leave}
        title={GROUP_PAGE_WORDS.leaveTitle}
        message={GROUP_PAGE_WORDS.leaveBody}
      />
    </Page>
  );
}
