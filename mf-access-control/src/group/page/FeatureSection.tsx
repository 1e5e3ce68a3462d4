import { useReadOnly } from '@console/shared/react';
import { Button } from '@console/shared/ui';
import { Card } from '@console/shared/ui/display';
import { FeatureRow } from './FeatureRow';
import { ImpactPreview } from './ImpactPreview';
import { SessionAccessLink } from './SessionAccessLink';
import { useSaveMappings } from '../hooks/use-save-mappings';
import {
  GROUP_PAGE_WORDS,
  SECTION_EMPTY,
  SECTION_HINT,
  SECTION_SESSIONS,
  SECTION_TITLE,
} from '../words';
import styles from '../Group.module.css';
import {
  sectionTree,
  switchTexts,
  type AccessSection,
  type FeatureMappingNode,
  type MappingChange,
} from '@console/access-control-contract';

export interface FeatureSectionProps {
  groupId: number;
  /** The group's audience group: the full list of who a change affects. */
  audienceGroupId: number | null;
  section: AccessSection;
  features: readonly FeatureMappingNode[];
  pending: readonly MappingChange[];
  onToggle: (id: string, on: boolean) => void;
  onChoose: (id: string) => void;
  /** The section's changes were saved and the page shows the saved state: clear them. */
  onSaved: () => void;
}

/**
 * One section of a group's page (base, grant or revoke): the features it offers and a Save button
 * that sends its pending changes (PUT mappings), with what they would do to the registrants shown
 * before it (ImpactPreview). The section's session access screen is linked from
 * the sessions feature (CUSTOM), or on its own where the section does not offer that feature: a
 * derived group grants or revokes single sessions whichever section the feature itself is in.
 */
export function FeatureSection({
  groupId,
  audienceGroupId,
  section,
  features,
  pending,
  onToggle,
  onChoose,
  onSaved,
}: FeatureSectionProps) {
  const readOnly = useReadOnly();
  const save = useSaveMappings(groupId);
  const entries = sectionTree(features, section, pending);
  const texts = switchTexts(features, section, entries);
  const isDisabled = readOnly || save.isPending;
  const hasSessionsFeature = entries.some((entry) => entry.node.fieldType === 'CUSTOM');
  return (
    <Card title={SECTION_TITLE[section]}>
      <p className={styles.hint}>{SECTION_HINT[section]}</p>
      {entries.length === 0 ? (
        <p className={styles.description}>{SECTION_EMPTY[section]}</p>
      ) : (
        <ul className={styles.features}>
          {entries.map((entry) => (
            <FeatureRow
              key={entry.node.id}
              groupId={groupId}
              entry={entry}
              section={section}
              texts={texts}
              onToggle={onToggle}
              onChoose={onChoose}
              isDisabled={isDisabled}
            />
          ))}
        </ul>
      )}
      {hasSessionsFeature ? null : (
        <p className={styles.description}>
          {SECTION_SESSIONS[section]} <SessionAccessLink groupId={groupId} section={section} />
        </p>
      )}
      <ImpactPreview
        groupId={groupId}
        audienceGroupId={audienceGroupId}
        section={section}
        pending={pending}
      />
      <div className={styles.footer}>
        <Button
          variant="primary"
          isDisabled={isDisabled || pending.length === 0}
          onPress={() => save.mutate({ section, changes: [...pending] }, { onSuccess: onSaved })}
        >
          {GROUP_PAGE_WORDS.save}
        </Button>
      </div>
    </Card>
  );
}
