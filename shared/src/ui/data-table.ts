/** Entry `@console/shared/ui/data-table`: the kit's heaviest component (a grid with virtual rows), loaded only by pages that show a table. */
export * from './DataTable';
