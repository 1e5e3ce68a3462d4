/**
 * The state of a tree of checkboxes. The leaves are what is chosen; a parent is checked when
 * all its leaves are, mixed when some are, and toggling it chooses or clears all its leaves.
 */
export interface CheckboxTreeNode {
  id: string;
  label: string;
  children?: readonly CheckboxTreeNode[];
}

export type CheckState = 'checked' | 'unchecked' | 'mixed';

export function leafIds(node: CheckboxTreeNode): string[] {
  const children = node.children ?? [];
  return children.length === 0 ? [node.id] : children.flatMap(leafIds);
}

export function checkState(node: CheckboxTreeNode, selected: ReadonlySet<string>): CheckState {
  const leaves = leafIds(node);
  const chosen = leaves.filter((id) => selected.has(id)).length;
  if (chosen === 0) return 'unchecked';
  return chosen === leaves.length ? 'checked' : 'mixed';
}

/** The selection after the user toggles `node`: a checked node clears, any other fills. */
export function toggleNode(node: CheckboxTreeNode, selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  const clear = checkState(node, selected) === 'checked';
  for (const id of leafIds(node)) {
    if (clear) next.delete(id);
    else next.add(id);
  }
  return next;
}
