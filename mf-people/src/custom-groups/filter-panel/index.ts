export { FilterPanel, type FilterPanelProps } from './FilterPanel';
export { AppliedFilters, type AppliedFiltersProps } from './AppliedFilters';
export type { InviteListOption } from './types';
