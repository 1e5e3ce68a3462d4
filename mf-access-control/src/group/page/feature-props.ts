import type { AccessSection, SectionNode } from '@console/access-control-contract';

/**
 * What a feature control of a section needs: its node (with whether it is in effect, pending
 * changes applied), the section's control texts by node id (switchTexts), the handlers.
 */
export interface FeatureControlProps {
  entry: SectionNode;
  section: AccessSection;
  texts: ReadonlyMap<string, string>;
  onToggle: (id: string, on: boolean) => void;
  onChoose: (id: string) => void;
  /** Read-only user, or the section is saving. */
  isDisabled: boolean;
}
