/** Entry `@console/shared/ui/list-controls`: what a list page puts around its rows (search, filters, pages, bulk actions). */
export * from './Pagination';
export * from './SearchBox';
export * from './FilterBar';
export * from './ActionBar';
