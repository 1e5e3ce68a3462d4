import { useState } from 'react';
import { NO_MEMBERS, type MemberSelection } from '../members/selection';

/**
 * A static group's choice of members, for one audience: another filter set (`audienceKey`)
 * starts from nothing, since the rows chosen belonged to the previous audience.
 */
export function useMemberSelection(audienceKey: string) {
  const [state, setState] = useState({ key: audienceKey, selection: NO_MEMBERS });
  if (state.key !== audienceKey) setState({ key: audienceKey, selection: NO_MEMBERS });
  const selection = state.key === audienceKey ? state.selection : NO_MEMBERS;
  const setSelection = (next: MemberSelection) => setState({ key: audienceKey, selection: next });
  return [selection, setSelection] as const;
}
