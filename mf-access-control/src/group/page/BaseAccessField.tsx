import { useState } from 'react';
import { useReadOnly } from '@console/shared/react';
import { Card } from '@console/shared/ui/display';
import { ConfirmDialog } from '@console/shared/ui/dialog';
import { Select } from '@console/shared/ui/select';
import { useChangeBase } from '../hooks/use-change-base';
import { useBaseImpactPreview } from '../hooks/use-impact-preview';
import { ImpactPanel } from './ImpactPanel';
import { GROUP_PAGE_WORDS } from '../words';
import styles from '../Group.module.css';
import {
  ACCESS_EXTRA_MESSAGES,
  ACCESS_MESSAGES,
  type AccessGroup,
} from '@console/access-control-contract';

const NAME_MAX = 40;

/**
 * A derived group's base access: choosing another base group asks 'Change base access?' (spec §4),
 * with what the reset does to the registrants (ImpactPanel), then the server resets the group to
 * the new base's settings and the page reloads them.
 */
export function BaseAccessField({
  group,
  groups,
}: {
  group: AccessGroup;
  groups: readonly AccessGroup[];
}) {
  const readOnly = useReadOnly();
  const change = useChangeBase(group.groupId);
  const [asked, setAsked] = useState<number | null>(null);
  const impact = useBaseImpactPreview(group.groupId, asked);
  const options = groups
    .filter((g) => g.isBaseGroup)
    .map((g) => ({ id: g.groupId, label: g.groupName }));
  return (
    <Card title={ACCESS_MESSAGES.baseAccess}>
      <p className={styles.hint}>{GROUP_PAGE_WORDS.baseHint}</p>
      <Select
        label={GROUP_PAGE_WORDS.baseSelect}
        options={options}
        value={group.baseAccessGroupId}
        labelMaxLength={NAME_MAX}
        isDisabled={readOnly || change.isPending}
        onChange={(key) => {
          if (typeof key === 'number' && key !== group.baseAccessGroupId) setAsked(key);
        }}
      />
      <ConfirmDialog
        isOpen={asked !== null}
        onOpenChange={(open) => {
          if (!open) setAsked(null);
        }}
        title={ACCESS_EXTRA_MESSAGES.changeBaseTitle}
        message={
          <>
            {ACCESS_EXTRA_MESSAGES.changeBaseBody}
            <ImpactPanel
              impact={impact}
              active={asked !== null}
              audienceGroupId={group.audienceGroupId}
            />
          </>
        }
        confirmLabel={GROUP_PAGE_WORDS.changeBaseConfirm}
        isPending={change.isPending}
        onConfirm={() => {
          if (asked !== null) change.mutate(asked, { onSettled: () => setAsked(null) });
        }}
      />
    </Card>
  );
}
