export * from './Select';
export type { SelectOption } from './select-parts';
