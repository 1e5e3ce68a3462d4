export * from './Pagination';
export { pageItems, pageRangeText, type PageItem } from './page-range';
