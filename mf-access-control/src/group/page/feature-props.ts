import type { AccessSection, MappingChange, SectionNode } from '@console/access-control-contract';

/** What a feature control of a section needs: its node, the section's pending changes, the handlers. */
export interface FeatureControlProps {
  entry: SectionNode;
  section: AccessSection;
  pending: readonly MappingChange[];
  onToggle: (id: string, on: boolean) => void;
  onChoose: (id: string) => void;
  /** Read-only user, or the section is saving. */
  isDisabled: boolean;
}
