export * from './CheckboxTree';
export type { CheckboxTreeNode } from './checkbox-tree';
