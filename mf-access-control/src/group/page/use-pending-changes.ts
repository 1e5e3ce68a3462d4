import { useState } from 'react';
import {
  chooseSubFeature,
  toggleFeature,
  type AccessSection,
  type FeatureMappingNode,
  type MappingChange,
} from '@console/access-control-contract';

const NONE: Record<AccessSection, MappingChange[]> = { base: [], grant: [], revoked: [] };

/** The unsaved changes of each section of a group's page, through the contract's toggle rules. */
export function usePendingChanges(features: readonly FeatureMappingNode[]) {
  const [pending, setPending] = useState(NONE);
  const update = (section: AccessSection, next: (list: MappingChange[]) => MappingChange[]) =>
    setPending((current) => ({ ...current, [section]: next(current[section]) }));
  return {
    pending,
    hasPending: Object.values(pending).some((list) => list.length > 0),
    toggle: (section: AccessSection, id: string, on: boolean) =>
      update(section, (list) => toggleFeature(features, section, list, id, on)),
    choose: (section: AccessSection, id: string) =>
      update(section, (list) => chooseSubFeature(features, section, list, id)),
    clear: (section: AccessSection) => update(section, () => []),
  };
}
